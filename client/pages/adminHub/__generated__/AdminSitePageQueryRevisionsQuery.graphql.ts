/**
 * @generated SignedSource<<9f903c5bc9b838f25a9541da0b9b3001>>
 * @relayHash a6907027d4924face86dd0212d068159
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e59cc14341a42500065b2400d5f7ee59c86b2446f1a2614b25d77228529fff23

import { ConcreteRequest } from 'relay-runtime';
export type SitePageRevisionKind = "BUILT_IN" | "CREATED" | "EDITED" | "RESTORED" | "%future added value";
export type AdminSitePageQueryRevisionsQuery$variables = {
  after?: string | null | undefined;
  slug: string;
};
export type AdminSitePageQueryRevisionsQuery$data = {
  readonly sitePageRevisions: {
    readonly __typename: string;
    readonly data?: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
      readonly items: ReadonlyArray<{
        readonly authorUsername: string | null | undefined;
        readonly createdAt: string | null | undefined;
        readonly databaseId: number;
        readonly kind: SitePageRevisionKind;
        readonly note: string;
        readonly restoredFromId: number | null | undefined;
        readonly title: string;
      }>;
    };
    readonly message?: string;
  };
};
export type AdminSitePageQueryRevisionsQuery = {
  response: AdminSitePageQueryRevisionsQuery$data;
  variables: AdminSitePageQueryRevisionsQuery$variables;
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
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
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
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SitePageRevisions",
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
          "kind": "ScalarField",
          "name": "endCursor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SitePageRevision",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
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
              "name": "kind",
              "storageKey": null
            },
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
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "note",
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
              "name": "restoredFromId",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuerySitePageRevisionsSuccess",
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
    "name": "AdminSitePageQueryRevisionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sitePageRevisions",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminSitePageQueryRevisionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sitePageRevisions",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "TypeDiscriminator",
            "abstractKey": "__isQuerySitePageRevisionsResult"
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e59cc14341a42500065b2400d5f7ee59c86b2446f1a2614b25d77228529fff23",
    "metadata": {},
    "name": "AdminSitePageQueryRevisionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6845e7b54baad0b895f2ec0f782b756b";

export default node;
