/**
 * @generated SignedSource<<392c093e6a592ee18ba8dee32824843f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpinionModerationControls_viewer$data = {
  readonly canDeleteContent: boolean;
  readonly role: string;
  readonly " $fragmentType": "OpinionModerationControls_viewer";
};
export type OpinionModerationControls_viewer$key = {
  readonly " $data"?: OpinionModerationControls_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpinionModerationControls_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpinionModerationControls_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDeleteContent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "40a3ad739318574ba8e1cdc9c52d7ab5";

export default node;
