/**
 * @generated SignedSource<<a061186494405dd908e301f92d0fab19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowTopicButton_viewer$data = {
  readonly isLoggedIn: boolean;
  readonly " $fragmentType": "FollowTopicButton_viewer";
};
export type FollowTopicButton_viewer$key = {
  readonly " $data"?: FollowTopicButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowTopicButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowTopicButton_viewer",
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

(node as any).hash = "a915f922c6e651bdd55bc29edc67dc59";

export default node;
