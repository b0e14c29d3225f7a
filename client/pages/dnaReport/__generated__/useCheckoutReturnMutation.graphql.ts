/**
 * @generated SignedSource<<aafe246fcbd86ab5eea83389f720f70b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCheckoutReturnMutation$variables = {
  sessionId: string;
};
export type useCheckoutReturnMutation$data = {
  readonly confirmCheckout: {
    readonly __typename: string;
    readonly data?: {
      readonly message: string;
      readonly paid: boolean;
    };
    readonly message?: string;
  };
};
export type useCheckoutReturnMutation = {
  response: useCheckoutReturnMutation$data;
  variables: useCheckoutReturnMutation$variables;
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
    "name": "confirmCheckout",
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
            "concreteType": "CheckoutConfirmation",
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "MutationConfirmCheckoutSuccess",
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
    "name": "useCheckoutReturnMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckoutReturnMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "fc40ef45b93596ee3786ae883830d39c",
    "id": null,
    "metadata": {},
    "name": "useCheckoutReturnMutation",
    "operationKind": "mutation",
    "text": "mutation useCheckoutReturnMutation(\n  $sessionId: String!\n) {\n  confirmCheckout(sessionId: $sessionId) {\n    __typename\n    ... on MutationConfirmCheckoutSuccess {\n      data {\n        paid\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5afe720893c42f72dad03c8f7e893bad";

export default node;
