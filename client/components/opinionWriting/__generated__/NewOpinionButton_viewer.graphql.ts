/**
 * @generated SignedSource<<f03142ba70fa791f1954c105158b1930>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewOpinionButton_viewer$data = {
  readonly canCreateOpinions: boolean;
  readonly isLoggedIn: boolean;
  readonly " $fragmentType": "NewOpinionButton_viewer";
};
export type NewOpinionButton_viewer$key = {
  readonly " $data"?: NewOpinionButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewOpinionButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewOpinionButton_viewer",
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

(node as any).hash = "889ace4701710b3612b05a3531763b9a";

export default node;
