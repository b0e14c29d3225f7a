/**
 * @generated SignedSource<<ee5f6736fb4e87766626640b131c447b>>
 * @relayHash 234efb1d3fce492cc4d7c7db85a4e366
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6ff50df58b9871ef598377c216d6884f96951e8a9dd3a3a56fc7dfb5957696c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberRole = "ADMIN" | "CONTRIBUTOR" | "USER" | "%future added value";
export type useAdminHubMutationsSetRoleMutation$variables = {
  role: MemberRole;
  userId: number;
};
export type useAdminHubMutationsSetRoleMutation$data = {
  readonly setMemberRole: {
    readonly __typename: string;
    readonly data?: {
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
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"useAdminHubMutations_refusal">;
    } | null | undefined;
  };
};
export type useAdminHubMutationsSetRoleMutation = {
  response: useAdminHubMutationsSetRoleMutation$data;
  variables: useAdminHubMutationsSetRoleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "role"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "role",
    "variableName": "role"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
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
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
],
v6 = [
  (v4/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "InputValidationError",
    "abstractKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminMember",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        (v7/*:: as any*/),
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
            (v7/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "MutationSetMemberRoleSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminHubMutationsSetRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setMemberRole",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useAdminHubMutations_refusal",
                  "selections": (v6/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAdminHubMutationsSetRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setMemberRole",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
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
    "id": "e6ff50df58b9871ef598377c216d6884f96951e8a9dd3a3a56fc7dfb5957696c",
    "metadata": {},
    "name": "useAdminHubMutationsSetRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "15594aeffdbe0588ae6bebd1d5de460d";

export default node;
