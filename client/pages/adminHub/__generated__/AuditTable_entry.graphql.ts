/**
 * @generated SignedSource<<9836096f0906dc9d76217d42c9b93af3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditTable_entry$data = {
  readonly action: string;
  readonly actorUsername: string | null | undefined;
  readonly after: string | null | undefined;
  readonly before: string | null | undefined;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly note: string;
  readonly targetId: number | null | undefined;
  readonly targetLabel: string;
  readonly targetType: string;
  readonly " $fragmentType": "AuditTable_entry";
};
export type AuditTable_entry$key = {
  readonly " $data"?: AuditTable_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditTable_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditTable_entry",
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
      "name": "actorUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "before",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "after",
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
    }
  ],
  "type": "AuditEntry",
  "abstractKey": null
};

(node as any).hash = "45e909b40c6a51681a665a6dfeb4fb3a";

export default node;
