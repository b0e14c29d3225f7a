/**
 * @generated SignedSource<<6976ffbe8c50bebb035474aa089d9df0>>
 * @relayHash 9f4b77cef443f86073735ee87390790a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12c0bba0599a612910b1678f9ab88121d486a1eda0f0fa4563aca2b4d4482eb8

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
    "id": "12c0bba0599a612910b1678f9ab88121d486a1eda0f0fa4563aca2b4d4482eb8",
    "metadata": {},
    "name": "UpgradeModalCheckoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "47d02331878a563d3b3d7d4dbce8de41";

export default node;
