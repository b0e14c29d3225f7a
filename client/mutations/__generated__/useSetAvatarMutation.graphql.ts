/**
 * @generated SignedSource<<aab636f90f5c94f95bf4812cfa7005be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetAvatarInput = {
  imageBase64: string;
};
export type useSetAvatarMutation$variables = {
  input: SetAvatarInput;
};
export type useSetAvatarMutation$data = {
  readonly setAvatar: {
    readonly __typename: string;
    readonly data?: {
      readonly hasUploadedAvatar: boolean;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useSetAvatarMutation = {
  response: useSetAvatarMutation$data;
  variables: useSetAvatarMutation$variables;
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
    "name": "setAvatar",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasUploadedAvatar",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSetAvatarSuccess",
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
    "name": "useSetAvatarMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAvatarMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f0d8e4c8b7256550c51935f1f027043a",
    "id": null,
    "metadata": {},
    "name": "useSetAvatarMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAvatarMutation(\n  $input: SetAvatarInput!\n) {\n  setAvatar(input: $input) {\n    __typename\n    ... on MutationSetAvatarSuccess {\n      data {\n        id\n        hasUploadedAvatar\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b274c265312a618228a0c3ed5f3e8ff";

export default node;
