/**
 * @generated SignedSource<<578353fa84af8fdf7d1dbb4380422ec0>>
 * @relayHash bcb5c921a01fac1fd8e5c3715c4d1417
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6195c3a86f166f3e329567b481101626dc3126ce4e80cdf6c5da0062d13aecf4

import { ConcreteRequest } from 'relay-runtime';
export type useCheckoutConfirmationQuery$variables = {
  sessionId: string;
};
export type useCheckoutConfirmationQuery$data = {
  readonly checkoutSession: {
    readonly __typename: string;
    readonly fulfilled?: boolean;
    readonly message?: string;
    readonly paid?: boolean;
  };
};
export type useCheckoutConfirmationQuery = {
  response: useCheckoutConfirmationQuery$data;
  variables: useCheckoutConfirmationQuery$variables;
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fulfilled",
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
    "name": "useCheckoutConfirmationQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckoutConfirmationQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6195c3a86f166f3e329567b481101626dc3126ce4e80cdf6c5da0062d13aecf4",
    "metadata": {},
    "name": "useCheckoutConfirmationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "391c8cb7c46c43249869025970e19911";

export default node;
