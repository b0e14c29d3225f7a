/**
 * @generated SignedSource<<2122f29ad508ca92d49f100b5369c30d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicLinks_topics$data = ReadonlyArray<{
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentType": "TopicLinks_topics";
}>;
export type TopicLinks_topics$key = ReadonlyArray<{
  readonly " $data"?: TopicLinks_topics$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicLinks_topics">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TopicLinks_topics",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "cfaacc90585da0986016b45d297771fc";

export default node;
