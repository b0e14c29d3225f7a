/**
 * @generated SignedSource<<7eaab31924e5ed9316fd96b0a72ad135>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type YourDataSection_viewer$data = {
  readonly hasPassword: boolean;
  readonly username: string;
  readonly " $fragmentType": "YourDataSection_viewer";
};
export type YourDataSection_viewer$key = {
  readonly " $data"?: YourDataSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"YourDataSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "YourDataSection_viewer",
  "selections": [
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
      "name": "hasPassword",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "0c2c67e3d5650bb03ce99ac0f20e50fc";

export default node;
