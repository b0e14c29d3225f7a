/**
 * @generated SignedSource<<9e7e8a556c77b4e6cfeaa693e2db8655>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpgradeModalCheckoutMutation$variables = Record<PropertyKey, never>;
export type UpgradeModalCheckoutMutation$data = {
  readonly startCheckout: {
    readonly __typename: string;
    readonly data?: string;
    readonly message?: string;
  };
};
export type UpgradeModalCheckoutMutation = {
  response: UpgradeModalCheckoutMutation$data;
  variables: UpgradeModalCheckoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startCheckout",
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
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "MutationStartCheckoutSuccess",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpgradeModalCheckoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UpgradeModalCheckoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9f4b77cef443f86073735ee87390790a",
    "id": null,
    "metadata": {},
    "name": "UpgradeModalCheckoutMutation",
    "operationKind": "mutation",
    "text": "mutation UpgradeModalCheckoutMutation {\n  startCheckout {\n    __typename\n    ... on MutationStartCheckoutSuccess {\n      data\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "47d02331878a563d3b3d7d4dbce8de41";

export default node;
