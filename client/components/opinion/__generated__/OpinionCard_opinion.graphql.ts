/**
 * @generated SignedSource<<0e4fbc009953e1ca9a29ec61b0eda904>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpinionCard_opinion$data = {
  readonly numComments: number;
  readonly numVotes: number;
  readonly slug: string;
  readonly title: string;
  readonly topics: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopicLinks_topics">;
  }>;
  readonly viewerRating: number | null | undefined;
  readonly voteTally: {
    readonly percentages: ReadonlyArray<number>;
  };
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
      "kind": "ScalarField",
      "name": "numComments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VoteTally",
      "kind": "LinkedField",
      "name": "voteTally",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percentages",
          "storageKey": null
        }
      ],
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

(node as any).hash = "101c4ed9c0b0cb290568ea5d4256ce21";

export default node;
