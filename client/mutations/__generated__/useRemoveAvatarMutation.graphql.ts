/**
 * @generated SignedSource<<8f8ad0f1e3225e1ab7a390643c5000f3>>
 * @relayHash 447ac6d51c91a35907f956bd59991c72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc8dc4c4d3a37f86a8f618e8ef505c9159c4c97a35bef8b6630da82cc7a5c2c2

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveAvatarMutation$variables = Record<PropertyKey, never>;
export type useRemoveAvatarMutation$data = {
  readonly removeAvatar: {
    readonly __typename: string;
    readonly data?: {
      readonly hasUploadedAvatar: boolean;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useRemoveAvatarMutation = {
  response: useRemoveAvatarMutation$data;
  variables: useRemoveAvatarMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removeAvatar",
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
        "type": "MutationRemoveAvatarSuccess",
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
    "name": "useRemoveAvatarMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRemoveAvatarMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fc8dc4c4d3a37f86a8f618e8ef505c9159c4c97a35bef8b6630da82cc7a5c2c2",
    "metadata": {},
    "name": "useRemoveAvatarMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "50f287ffc33697a9314bbdbcf2ce559e";

export default node;
