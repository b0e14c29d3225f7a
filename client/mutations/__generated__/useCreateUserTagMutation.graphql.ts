/**
 * @generated SignedSource<<22a745a1baa6f07ec448e8aeb316bb46>>
 * @relayHash 05658eedb552b6085bf172ad03d0bd92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1a5482abe974d42c7f62098e9fc04888cd97eba940e5962490419bb20ad0a0e

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
    "id": "d1a5482abe974d42c7f62098e9fc04888cd97eba940e5962490419bb20ad0a0e",
    "metadata": {},
    "name": "useCreateUserTagMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "56b2bfbb4f6de1acb252a07649978ce8";

export default node;
