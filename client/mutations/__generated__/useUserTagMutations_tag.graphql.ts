/**
 * @generated SignedSource<<ccd36a4e037c8e911435649b8d687763>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUserTagMutations_tag$data = {
  readonly createdAt: string;
  readonly createdByUsername: string | null | undefined;
  readonly databaseId: number;
  readonly members: number;
  readonly name: string;
  readonly " $fragmentType": "useUserTagMutations_tag";
};
export type useUserTagMutations_tag$key = {
  readonly " $data"?: useUserTagMutations_tag$data;
  readonly " $fragmentSpreads": FragmentRefs<"useUserTagMutations_tag">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useUserTagMutations_tag",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "members",
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
      "name": "createdByUsername",
      "storageKey": null
    }
  ],
  "type": "AdminUserTag",
  "abstractKey": null
};

(node as any).hash = "4032c6bf98c6bc627ea510f3cf04b20e";

export default node;
