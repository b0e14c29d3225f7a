/**
 * @generated SignedSource<<50833be9fd465bed5ad0b0a43c3ab146>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailPreferencesInput = {
  newsletter: boolean;
  notifications: boolean;
  productUpdates: boolean;
  token?: string | null | undefined;
};
export type EmailPrefPageSaveMutation$variables = {
  input: EmailPreferencesInput;
};
export type EmailPrefPageSaveMutation$data = {
  readonly setEmailPreferences: {
    readonly __typename: string;
    readonly data?: {
      readonly newsletter: boolean;
      readonly notifications: boolean;
      readonly productUpdates: boolean;
    };
    readonly message?: string;
  };
};
export type EmailPrefPageSaveMutation = {
  response: EmailPrefPageSaveMutation$data;
  variables: EmailPrefPageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setEmailPreferences",
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
        "type": "MutationSetEmailPreferencesSuccess",
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
    "name": "EmailPrefPageSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailPrefPageSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "92fce39117b19295f8440288455895ce",
    "id": null,
    "metadata": {},
    "name": "EmailPrefPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation EmailPrefPageSaveMutation(\n  $input: EmailPreferencesInput!\n) {\n  setEmailPreferences(input: $input) {\n    __typename\n    ... on MutationSetEmailPreferencesSuccess {\n      data {\n        newsletter\n        notifications\n        productUpdates\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1c5508c33668f19490ae90235d3a4c4";

export default node;
