/**
 * @generated SignedSource<<25601465e681ffb93c4e3a6f3ea29ba5>>
 * @relayHash 9a24808c727cb09d0aa0ccf20f22dc8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b056e419d1cfe01d122ec6139f70b88e359e77283432cc8757ba72dda898c57d

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutKind = "EBOOK" | "PREMIUM" | "%future added value";
export type useCreateCheckoutSessionMutation$variables = {
  kind: CheckoutKind;
  returnPath?: string | null | undefined;
};
export type useCreateCheckoutSessionMutation$data = {
  readonly createCheckoutSession: {
    readonly __typename: string;
    readonly data?: {
      readonly url: string;
    };
    readonly message?: string;
  };
};
export type useCreateCheckoutSessionMutation = {
  response: useCreateCheckoutSessionMutation$data;
  variables: useCreateCheckoutSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "returnPath"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      },
      {
        "kind": "Variable",
        "name": "returnPath",
        "variableName": "returnPath"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createCheckoutSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "NewCheckoutSession",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateCheckoutSessionSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateCheckoutSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateCheckoutSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b056e419d1cfe01d122ec6139f70b88e359e77283432cc8757ba72dda898c57d",
    "metadata": {},
    "name": "useCreateCheckoutSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d64390238510419850a129a03710e88a";

export default node;
