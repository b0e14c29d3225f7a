/**
 * @generated SignedSource<<791343ae89b03e40d95c75ab5095c2a0>>
 * @relayHash 92fce39117b19295f8440288455895ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7f18b0663a81612fa51af9271038fad9a6371b6417f64237d00ef84e04bb02c

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
    "id": "d7f18b0663a81612fa51af9271038fad9a6371b6417f64237d00ef84e04bb02c",
    "metadata": {},
    "name": "EmailPrefPageSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c1c5508c33668f19490ae90235d3a4c4";

export default node;
