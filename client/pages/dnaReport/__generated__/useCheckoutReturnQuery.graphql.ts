/**
 * @generated SignedSource<<010ce96874674832a813d914f9fde0b6>>
 * @relayHash f028fe74a9754cc47e7489a6fa781c49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 883f78c63a93ea3ba2f84ee43b89fac5f0cb138728a4b8391b4794cc208df640

import { ConcreteRequest } from 'relay-runtime';
export type useCheckoutReturnQuery$variables = {
  sessionId: string;
};
export type useCheckoutReturnQuery$data = {
  readonly checkoutSession: {
    readonly __typename: string;
    readonly message?: string;
    readonly paid?: boolean;
  };
};
export type useCheckoutReturnQuery = {
  response: useCheckoutReturnQuery$data;
  variables: useCheckoutReturnQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "checkoutSession",
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
            "kind": "ScalarField",
            "name": "paid",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "CheckoutSession",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useCheckoutReturnQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckoutReturnQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "883f78c63a93ea3ba2f84ee43b89fac5f0cb138728a4b8391b4794cc208df640",
    "metadata": {},
    "name": "useCheckoutReturnQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ae0e6c43de93d92cc064136bef89fcb";

export default node;
