/**
 * @generated SignedSource<<d5f20faea10072f0320cf38cd9691577>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMarkNotificationsReadMutation$variables = Record<PropertyKey, never>;
export type useMarkNotificationsReadMutation$data = {
  readonly markNotificationsRead: {
    readonly __typename: "MutationMarkNotificationsReadSuccess";
    readonly data: {
      readonly id: string;
      readonly newNotification: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkNotificationsReadMutation = {
  response: useMarkNotificationsReadMutation$data;
  variables: useMarkNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markNotificationsRead",
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
            "concreteType": "Viewer",
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
                "name": "newNotification",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationMarkNotificationsReadSuccess",
        "abstractKey": null
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
    "name": "useMarkNotificationsReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkNotificationsReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "63f4d33abd82a93872b4deafd64f42f7",
    "id": null,
    "metadata": {},
    "name": "useMarkNotificationsReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkNotificationsReadMutation {\n  markNotificationsRead {\n    __typename\n    ... on MutationMarkNotificationsReadSuccess {\n      data {\n        id\n        newNotification\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a7f35cb5c886e90ac07ae3d6c6272082";

export default node;
