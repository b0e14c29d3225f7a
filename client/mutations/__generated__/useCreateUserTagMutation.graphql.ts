/**
 * @generated SignedSource<<e11eb2b48ce19187441a70213d4e4ebc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCreateUserTagMutation$variables = {
  name: string;
};
export type useCreateUserTagMutation$data = {
  readonly createUserTag: {
    readonly __typename: string;
    readonly data?: {
      readonly databaseId: number;
      readonly name: string;
    };
    readonly message?: string;
  };
};
export type useCreateUserTagMutation = {
  response: useCreateUserTagMutation$data;
  variables: useCreateUserTagMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createUserTag",
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
            "concreteType": "UserTag",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateUserTagSuccess",
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
    "name": "useCreateUserTagMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateUserTagMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "05658eedb552b6085bf172ad03d0bd92",
    "id": null,
    "metadata": {},
    "name": "useCreateUserTagMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateUserTagMutation(\n  $name: String!\n) {\n  createUserTag(name: $name) {\n    __typename\n    ... on MutationCreateUserTagSuccess {\n      data {\n        databaseId\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "56b2bfbb4f6de1acb252a07649978ce8";

export default node;
