/**
 * @generated SignedSource<<fda5ceef3dd848cb94ba48fa3ecadea1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowTopicButton_topic$data = {
  readonly id: string;
  readonly title: string;
  readonly viewerFollows: boolean;
  readonly " $fragmentType": "FollowTopicButton_topic";
};
export type FollowTopicButton_topic$key = {
  readonly " $data"?: FollowTopicButton_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowTopicButton_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowTopicButton_topic",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "viewerFollows",
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "1e7be55369031b0e06a36b1bc0a84c96";

export default node;
