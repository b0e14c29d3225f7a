/**
 * @generated SignedSource<<1605dee8c26a6466d1d6ab8fdf85fd97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpinionModalHost_viewer$data = {
  readonly canCreateOpinions: boolean;
  readonly isLoggedIn: boolean;
  readonly " $fragmentType": "OpinionModalHost_viewer";
};
export type OpinionModalHost_viewer$key = {
  readonly " $data"?: OpinionModalHost_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpinionModalHost_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpinionModalHost_viewer",
  "selections": [
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
      "name": "canCreateOpinions",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "47ddd25c0798d59206717d2d5612e188";

export default node;
