/**
 * @generated SignedSource<<3b8421fe4ffc673a97e6839d1c8aac7f>>
 * @relayHash b77fad0f509406b5ac6ae13538343458
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 473f5a28cb108af6c712835899eff15cfe41eaa53a2e11238ba8002af5427411

import { ConcreteRequest } from 'relay-runtime';
export type DiffKind = "ADDED" | "REMOVED" | "SAME" | "%future added value";
export type EncyclopediaArtifactType = "ARG" | "CONVO" | "PERSON" | "POS" | "REQ" | "TAG" | "%future added value";
export type RevisionFieldKind = "CATEGORIES" | "DELETED" | "IMAGE" | "LINK" | "PEOPLE" | "POSITION" | "STATUS" | "TAGS" | "TEXT" | "%future added value";
export type HistoryPageQuery$variables = {
  after?: string | null | undefined;
  artifactId: number;
  artifactType: EncyclopediaArtifactType;
};
export type HistoryPageQuery$data = {
  readonly revisions: {
    readonly __typename: string;
    readonly data?: {
      readonly artifactId: number;
      readonly artifactType: EncyclopediaArtifactType;
      readonly deleted: boolean;
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
      readonly items: ReadonlyArray<{
        readonly actionName: string;
        readonly authorUsername: string;
        readonly changes: ReadonlyArray<{
          readonly afterText: string | null | undefined;
          readonly beforeText: string | null | undefined;
          readonly fieldName: string;
          readonly kind: RevisionFieldKind;
        }>;
        readonly createdAt: string;
        readonly databaseId: number;
        readonly diff: ReadonlyArray<{
          readonly kind: DiffKind;
          readonly text: string;
        }>;
        readonly fieldName: string | null | undefined;
        readonly id: string;
        readonly likeCount: number;
        readonly likedByMe: boolean;
        readonly revertedAt: string | null | undefined;
        readonly revertedByUsername: string | null | undefined;
        readonly verb: string;
      }>;
      readonly latestRevisionId: number | null | undefined;
      readonly title: string;
      readonly url: string;
    };
    readonly message?: string;
  };
  readonly viewer: {
    readonly canDeleteContent: boolean;
    readonly id: string;
    readonly isLoggedIn: boolean;
    readonly role: string;
    readonly username: string;
  };
};
export type HistoryPageQuery = {
  response: HistoryPageQuery$data;
  variables: HistoryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "artifactId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "artifactType"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fieldName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isLoggedIn",
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
        "name": "username",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "artifactId",
        "variableName": "artifactId"
      },
      {
        "kind": "Variable",
        "name": "artifactType",
        "variableName": "artifactType"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revisions",
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
            "concreteType": "RevisionHistory",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "artifactType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "artifactId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deleted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "latestRevisionId",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Revision",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "actionName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "verb",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "authorUsername",
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
                    "name": "likeCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "likedByMe",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revertedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revertedByUsername",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DiffSegment",
                    "kind": "LinkedField",
                    "name": "diff",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RevisionFieldChange",
                    "kind": "LinkedField",
                    "name": "changes",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "beforeText",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "afterText",
                        "storageKey": null
                      }
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
        "type": "QueryRevisionsSuccess",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HistoryPageQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
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
    "name": "HistoryPageQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "473f5a28cb108af6c712835899eff15cfe41eaa53a2e11238ba8002af5427411",
    "metadata": {},
    "name": "HistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5bf8cf978ca1405db174892a04bf6293";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
