/**
 * @generated SignedSource<<55562fe0bbcf564e9a7631bfb096efb7>>
 * @relayHash f0d8e4c8b7256550c51935f1f027043a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 608600793d514abca4d193bd31c5357b25e46019c3921b9d26b8e896e616c87e

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
    "id": "608600793d514abca4d193bd31c5357b25e46019c3921b9d26b8e896e616c87e",
    "metadata": {},
    "name": "useSetAvatarMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4b274c265312a618228a0c3ed5f3e8ff";

export default node;
