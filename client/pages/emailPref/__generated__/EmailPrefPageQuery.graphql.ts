/**
 * @generated SignedSource<<2de79da293c1bb10d2b1fd503aa2c226>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f9fb8c08c0757ca7efa15c1d707e9ac0",
    "id": null,
    "metadata": {},
    "name": "EmailPrefPageQuery",
    "operationKind": "query",
    "text": "query EmailPrefPageQuery(\n  $token: String\n) {\n  emailPreferences(token: $token) {\n    __typename\n    ... on QueryEmailPreferencesSuccess {\n      data {\n        newsletter\n        notifications\n        productUpdates\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9e5cb0fc327b985fbfe7d094e3b21d4";

export default node;
