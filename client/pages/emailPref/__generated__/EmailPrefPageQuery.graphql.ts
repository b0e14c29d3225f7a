/**
 * @generated SignedSource<<5336853ee4f9d0bb159fe2409e5524ff>>
 * @relayHash f9fb8c08c0757ca7efa15c1d707e9ac0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca635e57e69a0544c984ae49a2f82132b10913a0def55afce98eb024edfb6e2e

import { ConcreteRequest } from 'relay-runtime';
export type EmailPrefPageQuery$variables = {
  token?: string | null | undefined;
};
export type EmailPrefPageQuery$data = {
  readonly emailPreferences: {
    readonly __typename: string;
    readonly data?: {
      readonly newsletter: boolean;
      readonly notifications: boolean;
      readonly productUpdates: boolean;
    };
    readonly message?: string;
  };
};
export type EmailPrefPageQuery = {
  response: EmailPrefPageQuery$data;
  variables: EmailPrefPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "emailPreferences",
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
            "concreteType": "EmailPreferences",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "newsletter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifications",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productUpdates",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryEmailPreferencesSuccess",
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
    "name": "EmailPrefPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailPrefPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ca635e57e69a0544c984ae49a2f82132b10913a0def55afce98eb024edfb6e2e",
    "metadata": {},
    "name": "EmailPrefPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f9e5cb0fc327b985fbfe7d094e3b21d4";

export default node;
