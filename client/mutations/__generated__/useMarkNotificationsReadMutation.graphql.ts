/**
 * @generated SignedSource<<97c2dc1d0e37affee0737fab2e1a6c28>>
 * @relayHash 63f4d33abd82a93872b4deafd64f42f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 709ac2bab36efe5bd295af75168f13321cd75a5437578e60f7a069fb0cca7c31

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
    "id": "709ac2bab36efe5bd295af75168f13321cd75a5437578e60f7a069fb0cca7c31",
    "metadata": {},
    "name": "useMarkNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7f35cb5c886e90ac07ae3d6c6272082";

export default node;
