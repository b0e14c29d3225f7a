/**
 * @generated SignedSource<<290ec68c433ce8f92df1aeb131364d10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpinionCard_opinion$data = {
  readonly numVotes: number;
  readonly slug: string;
  readonly title: string;
  readonly topics: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopicLinks_topics">;
  }>;
  readonly " $fragmentType": "OpinionCard_opinion";
};
export type OpinionCard_opinion$key = {
  readonly " $data"?: OpinionCard_opinion$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpinionCard_opinion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpinionCard_opinion",
  "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numVotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TopicLinks_topics"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Opinion",
  "abstractKey": null
};

(node as any).hash = "778478646763f63b865a64c2df06dc9e";

export default node;
