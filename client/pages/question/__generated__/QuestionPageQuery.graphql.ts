/**
 * @generated SignedSource<<b598c5d9eb6ace4736cd446fc44db0d5>>
 * @relayHash 754b6ce1747f2313ecfb1f401246c20a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ee47967e14b836dc0e1dfb1e15300b43ff0d6969569d88d9857cf59c3c6c8df

import { ConcreteRequest } from 'relay-runtime';
export type QuestionPageQuery$variables = {
  slug: string;
};
export type QuestionPageQuery$data = {
  readonly question: {
    readonly __typename: string;
    readonly found: {
      readonly askedByUsername: string | null | undefined;
      readonly categories: ReadonlyArray<{
        readonly databaseId: number;
        readonly slug: string;
        readonly title: string;
      }>;
      readonly createdAt: string;
      readonly databaseId: number;
      readonly description: string;
      readonly followedByMe: boolean;
      readonly id: string;
      readonly imageHeight: number | null | undefined;
      readonly imageSrcSet: string;
      readonly imageUrl: string | null | undefined;
      readonly imageWidth: number | null | undefined;
      readonly latestRevisionId: number | null | undefined;
      readonly links: ReadonlyArray<{
        readonly databaseId: number;
        readonly title: string;
        readonly url: string;
      }>;
      readonly people: ReadonlyArray<{
        readonly databaseId: number;
        readonly name: string;
        readonly slug: string;
      }>;
      readonly positions: ReadonlyArray<{
        readonly arguments: ReadonlyArray<{
          readonly databaseId: number;
          readonly description: string;
          readonly id: string;
          readonly latestRevisionId: number | null | undefined;
          readonly links: ReadonlyArray<{
            readonly databaseId: number;
            readonly title: string;
            readonly url: string;
          }>;
          readonly title: string;
        }>;
        readonly databaseId: number;
        readonly description: string;
        readonly id: string;
        readonly latestRevisionId: number | null | undefined;
        readonly links: ReadonlyArray<{
          readonly databaseId: number;
          readonly title: string;
          readonly url: string;
        }>;
        readonly title: string;
      }>;
      readonly slug: string;
      readonly tags: ReadonlyArray<{
        readonly databaseId: number;
        readonly slug: string;
        readonly title: string;
      }>;
      readonly title: string;
    } | null | undefined;
  };
  readonly viewer: {
    readonly canDeleteContent: boolean;
    readonly id: string;
    readonly isLoggedIn: boolean;
    readonly role: string;
    readonly username: string;
  };
};
export type QuestionPageQuery = {
  response: QuestionPageQuery$data;
  variables: QuestionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
v3 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
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
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSrcSet",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageWidth",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageHeight",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latestRevisionId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "followedByMe",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "askedByUsername",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v17 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Category",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "ExternalLink",
  "kind": "LinkedField",
  "name": "links",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v7/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "ExternalLink",
  "kind": "LinkedField",
  "name": "links",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v7/*:: as any*/),
    (v20/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "question",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v1/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                (v11/*:: as any*/),
                (v12/*:: as any*/),
                (v13/*:: as any*/),
                (v14/*:: as any*/),
                (v15/*:: as any*/),
                (v16/*:: as any*/),
                (v18/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Tag",
                  "kind": "LinkedField",
                  "name": "tags",
                  "plural": true,
                  "selections": (v17/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Person",
                  "kind": "LinkedField",
                  "name": "people",
                  "plural": true,
                  "selections": [
                    (v5/*:: as any*/),
                    (v6/*:: as any*/),
                    (v19/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v21/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Position",
                  "kind": "LinkedField",
                  "name": "positions",
                  "plural": true,
                  "selections": [
                    (v1/*:: as any*/),
                    (v5/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
                    (v13/*:: as any*/),
                    (v21/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Argument",
                      "kind": "LinkedField",
                      "name": "arguments",
                      "plural": true,
                      "selections": [
                        (v1/*:: as any*/),
                        (v5/*:: as any*/),
                        (v7/*:: as any*/),
                        (v8/*:: as any*/),
                        (v13/*:: as any*/),
                        (v21/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "Question",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "found"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "question",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Person",
                "kind": "LinkedField",
                "name": "people",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v19/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Position",
                "kind": "LinkedField",
                "name": "positions",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v13/*:: as any*/),
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Argument",
                    "kind": "LinkedField",
                    "name": "arguments",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v5/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v13/*:: as any*/),
                      (v22/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Question",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9ee47967e14b836dc0e1dfb1e15300b43ff0d6969569d88d9857cf59c3c6c8df",
    "metadata": {},
    "name": "QuestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "180f1eb27199008a1702767a9fba07e9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
