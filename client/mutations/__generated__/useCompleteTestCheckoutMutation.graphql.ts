/**
 * @generated SignedSource<<5f0e6bbc76d092b6977aa73e34fa1587>>
 * @relayHash d4eb0f72d8acc99ad25b95a5c33d7f4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ecf65beb646dea3b54882fa58dc4992d1b49e778be14efc8ecb9c2ce423f173

import { ConcreteRequest } from 'relay-runtime';
export type useCompleteTestCheckoutMutation$variables = {
  sessionId: string;
};
export type useCompleteTestCheckoutMutation$data = {
  readonly completeTestCheckout: {
    readonly __typename: string;
    readonly data?: {
      readonly paid: boolean;
      readonly successUrl: string;
    };
    readonly message?: string;
  };
};
export type useCompleteTestCheckoutMutation = {
  response: useCompleteTestCheckoutMutation$data;
  variables: useCompleteTestCheckoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sessionId",
        "variableName": "sessionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "completeTestCheckout",
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
            "concreteType": "CheckoutSession",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paid",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "successUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCompleteTestCheckoutSuccess",
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
    "name": "useCompleteTestCheckoutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompleteTestCheckoutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8ecf65beb646dea3b54882fa58dc4992d1b49e778be14efc8ecb9c2ce423f173",
    "metadata": {},
    "name": "useCompleteTestCheckoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4e4138435b219761b04e95e0e1124e53";

export default node;
