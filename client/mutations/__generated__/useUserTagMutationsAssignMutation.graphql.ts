/**
 * @generated SignedSource<<3ad26e6263e0c0e370c0fcbc5e9d75ab>>
 * @relayHash ca5e6483b6d1b70f94a5a100a8ece16d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 853b6bcf47386e2eab42d49afeb84aafd2d2da86c21fc7e7cb037e66bae42f9f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUserTagMutationsAssignMutation$variables = {
  tagId: number;
  userId: number;
};
export type useUserTagMutationsAssignMutation$data = {
  readonly assignUserTag: {
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
export type useUserTagMutationsAssignMutation = {
  response: useUserTagMutationsAssignMutation$data;
  variables: useUserTagMutationsAssignMutation$variables;
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
  "type": "MutationAssignUserTagSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUserTagMutationsAssignMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "assignUserTag",
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
    "name": "useUserTagMutationsAssignMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "assignUserTag",
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
    "id": "853b6bcf47386e2eab42d49afeb84aafd2d2da86c21fc7e7cb037e66bae42f9f",
    "metadata": {},
    "name": "useUserTagMutationsAssignMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7774041df0994ebb3c774c4863d382b";

export default node;
