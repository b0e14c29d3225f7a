/**
 * @generated SignedSource<<d078db7403dfdfab9c28be19f33e1c90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SitePageRevisionKind = "BUILT_IN" | "CREATED" | "EDITED" | "RESTORED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminSitePageQuery_revisions$data = {
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
  readonly " $fragmentType": "AdminSitePageQuery_revisions";
};
export type AdminSitePageQuery_revisions$key = {
  readonly " $data"?: AdminSitePageQuery_revisions$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSitePageQuery_revisions">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSitePageQuery_revisions",
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
  "type": "QuerySitePageRevisionsResult",
  "abstractKey": "__isQuerySitePageRevisionsResult"
};

(node as any).hash = "0b4dde8c26403fb06582ed336b6f5ffe";

export default node;
