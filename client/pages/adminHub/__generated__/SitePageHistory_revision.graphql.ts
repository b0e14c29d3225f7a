/**
 * @generated SignedSource<<e2143d7d1532fbccca770b0757a8cfe0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SitePageRevisionKind = "BUILT_IN" | "CREATED" | "EDITED" | "RESTORED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SitePageHistory_revision$data = {
  readonly authorUsername: string | null | undefined;
  readonly createdAt: string | null | undefined;
  readonly databaseId: number;
  readonly kind: SitePageRevisionKind;
  readonly note: string;
  readonly restoredFromId: number | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "SitePageHistory_revision";
};
export type SitePageHistory_revision$key = {
  readonly " $data"?: SitePageHistory_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"SitePageHistory_revision">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SitePageHistory_revision",
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
  "type": "SitePageRevision",
  "abstractKey": null
};

(node as any).hash = "b7de7901711048cee10cb3c4f15c282e";

export default node;
