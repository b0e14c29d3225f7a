/**
 * @generated SignedSource<<bb17c7a87fb0e3fc7ef39d82a98fb3a9>>
 * @relayHash a7dff55785a9e9007054c6b4a81402a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7ebc368080f0ff8c59143467d8209ceb6c3b007565d03a3cc00dd8a82cbe6ae

import { ConcreteRequest } from 'relay-runtime';
export type AddTagMemberSearchQuery$variables = {
  search: string;
};
export type AddTagMemberSearchQuery$data = {
  readonly adminMembers: {
    readonly __typename: string;
    readonly data?: {
      readonly hasNextPage: boolean;
      readonly items: ReadonlyArray<{
        readonly databaseId: number;
        readonly tags: ReadonlyArray<{
          readonly databaseId: number;
        }>;
        readonly username: string;
      }>;
    };
    readonly message?: string;
  };
};
export type AddTagMemberSearchQuery = {
  response: AddTagMemberSearchQuery$data;
  variables: AddTagMemberSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 8
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminMembers",
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
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminMembers",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminMember",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "username",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserTag",
                    "kind": "LinkedField",
                    "name": "tags",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryAdminMembersSuccess",
        "abstractKey": null
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
    "name": "AddTagMemberSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddTagMemberSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d7ebc368080f0ff8c59143467d8209ceb6c3b007565d03a3cc00dd8a82cbe6ae",
    "metadata": {},
    "name": "AddTagMemberSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3a214dbad8b69c825c059641d97112fe";

export default node;
