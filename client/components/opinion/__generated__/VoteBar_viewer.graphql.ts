/**
 * @generated SignedSource<<6eb758e358f9d200468b76dfe75f1615>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoteBar_viewer$data = {
  readonly isLoggedIn: boolean;
  readonly " $fragmentType": "VoteBar_viewer";
};
export type VoteBar_viewer$key = {
  readonly " $data"?: VoteBar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoteBar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoteBar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLoggedIn",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "8497f33158bd5e856433ed9a97534036";

export default node;
