/**
 * @generated SignedSource<<9912f954946de77af0214c2f6b8e2f1b>>
 * @relayHash 93d3db8276706abc63b8a5d20178fb69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e467e3959e5bd0d38ae8bf0ec1b0b18f9821cc33184574ff7b7a93e25a7a0d4

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
    "alias": null,
    "args": [
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sitePageRevisions",
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
    "name": "AdminSitePageQueryRevisionsQuery",
    "selections": (v2/*:: as any*/),
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
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1e467e3959e5bd0d38ae8bf0ec1b0b18f9821cc33184574ff7b7a93e25a7a0d4",
    "metadata": {},
    "name": "AdminSitePageQueryRevisionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "35762e6922f886aec4fccbefbbb61ab7";

export default node;
