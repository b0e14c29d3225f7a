/**
 * @generated SignedSource<<54eb0b7f50232646c21f67fe5e5f9e29>>
 * @relayHash 382d3290d41cf39eeac94115df3570ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3b1fde61e01802724b70b092e826104b5c72a8eb1681d8d15208aecad4ea90b

import { ConcreteRequest } from 'relay-runtime';
export type useAdminHubMutationsWarnMutation$variables = {
  message: string;
  userId: number;
};
export type useAdminHubMutationsWarnMutation$data = {
  readonly warnMember: {
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
      readonly username: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useAdminHubMutationsWarnMutation = {
  response: useAdminHubMutationsWarnMutation$data;
  variables: useAdminHubMutationsWarnMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "message"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
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
      }
    ],
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "message",
        "variableName": "message"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "warnMember",
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
        "selections": (v2/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "InputValidationError",
        "abstractKey": null
      },
      {
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationWarnMemberSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminHubMutationsWarnMutation",
    "selections": (v3/*:: as any*/),
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
    "name": "useAdminHubMutationsWarnMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "c3b1fde61e01802724b70b092e826104b5c72a8eb1681d8d15208aecad4ea90b",
    "metadata": {},
    "name": "useAdminHubMutationsWarnMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "380efa258efd7d3d66b4c131f1cfa57d";

export default node;
