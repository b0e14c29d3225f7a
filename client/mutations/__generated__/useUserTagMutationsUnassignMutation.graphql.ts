/**
 * @generated SignedSource<<892be15ffb02b2bda3dcdc76b95199f2>>
 * @relayHash 179c15e0c1b57078b4946234a5e9ec02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4970a73dd3ffdc0ddda78285d104cf357154284bcce14e1abd70d5423a4b93a8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUserTagMutationsUnassignMutation$variables = {
  tagId: number;
  userId: number;
};
export type useUserTagMutationsUnassignMutation$data = {
  readonly unassignUserTag: {
    readonly __typename: string;
    readonly data?: {
      readonly changed: boolean;
      readonly member: {
        readonly adminHub: boolean;
        readonly canCreateOpinions: boolean;
        readonly canDeleteContent: boolean;
        readonly canListConvos: boolean;
        readonly canSeeDetailedOpinionReport: boolean;
        readonly databaseId: number;
        readonly joinedAt: string;
        readonly karma: number;
        readonly role: string;
        readonly suspendedUntil: string | null | undefined;
        readonly suspensionReason: string;
        readonly tags: ReadonlyArray<{
          readonly databaseId: number;
          readonly name: string;
        }>;
        readonly username: string;
      };
      readonly tag: {
        readonly createdAt: string;
        readonly createdByUsername: string | null | undefined;
        readonly databaseId: number;
        readonly members: number;
        readonly name: string;
      };
    };
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"useAdminHubMutations_refusal">;
    } | null | undefined;
  };
};
export type useUserTagMutationsUnassignMutation = {
  response: useUserTagMutationsUnassignMutation$data;
  variables: useUserTagMutationsUnassignMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tagId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "tagId",
    "variableName": "tagId"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldError",
    "kind": "LinkedField",
    "name": "fieldErrors",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "storageKey": null
  }
],
v5 = [
  (v3/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v4/*:: as any*/),
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v4/*:: as any*/),
    "type": "InputValidationError",
    "abstractKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserTagAssignmentOutcome",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminUserTag",
          "kind": "LinkedField",
          "name": "tag",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "members",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdByUsername",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminMember",
          "kind": "LinkedField",
          "name": "member",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
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
              "kind": "ScalarField",
              "name": "joinedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "karma",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "role",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canDeleteContent",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "adminHub",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canSeeDetailedOpinionReport",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canCreateOpinions",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canListConvos",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "suspendedUntil",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "suspensionReason",
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
                (v6/*:: as any*/),
                (v7/*:: as any*/)
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
  "type": "MutationUnassignUserTagSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUserTagMutationsUnassignMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unassignUserTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useAdminHubMutations_refusal",
                  "selections": (v5/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "refusal"
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserTagMutationsUnassignMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unassignUserTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4970a73dd3ffdc0ddda78285d104cf357154284bcce14e1abd70d5423a4b93a8",
    "metadata": {},
    "name": "useUserTagMutationsUnassignMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "56cba8dac50377bb2f3179dd639ef13a";

export default node;
