/**
 * @generated SignedSource<<1b5fd8691b195ea461a37930079fc7e9>>
 * @relayHash 5533089be8e0a3f36bd918cecc5e558e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29793314d25876ed1ecd6795c53b35ada65a93a6d6af8742fa4c939c74fc69ca

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberPermission = "adminHub" | "canCreateOpinions" | "canDeleteContent" | "canListConvos" | "canSeeDetailedOpinionReport" | "%future added value";
export type useAdminHubMutationsSetPermissionMutation$variables = {
  granted: boolean;
  permission: MemberPermission;
  userId: number;
};
export type useAdminHubMutationsSetPermissionMutation$data = {
  readonly setMemberPermission: {
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
export type useAdminHubMutationsSetPermissionMutation = {
  response: useAdminHubMutationsSetPermissionMutation$data;
  variables: useAdminHubMutationsSetPermissionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "granted"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "permission"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "granted",
    "variableName": "granted"
  },
  {
    "kind": "Variable",
    "name": "permission",
    "variableName": "permission"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = [
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
      (v5/*:: as any*/)
    ],
    "storageKey": null
  }
],
v7 = [
  (v5/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v6/*:: as any*/),
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v6/*:: as any*/),
    "type": "InputValidationError",
    "abstractKey": null
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v9 = {
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
        (v8/*:: as any*/),
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
            (v8/*:: as any*/),
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
  "type": "MutationSetMemberPermissionSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminHubMutationsSetPermissionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setMemberPermission",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useAdminHubMutations_refusal",
                  "selections": (v7/*:: as any*/),
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
          (v9/*:: as any*/)
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
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAdminHubMutationsSetPermissionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setMemberPermission",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v7/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "29793314d25876ed1ecd6795c53b35ada65a93a6d6af8742fa4c939c74fc69ca",
    "metadata": {},
    "name": "useAdminHubMutationsSetPermissionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c43a8a484b6f1f5dcfcd670e513a929a";

export default node;
