/**
 * @generated SignedSource<<5e24c3a5ffcd3166650c69f4f9fcf100>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowTopicButton_topic$data = {
  readonly id: string;
  readonly numFollowers: number;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numFollowers",
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "f83bdc83b445ae96a8d9c78fa1fbd320";

export default node;
