/**
 * @generated SignedSource<<90550b3fa94ab27ca883ef66ed91aa7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommunityStatsCard_cards$data = {
  readonly stats: {
    readonly comments: number;
    readonly opinions: number;
    readonly votes: number;
  };
  readonly " $fragmentType": "CommunityStatsCard_cards";
};
export type CommunityStatsCard_cards$key = {
  readonly " $data"?: CommunityStatsCard_cards$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommunityStatsCard_cards">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommunityStatsCard_cards",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CommunityStats",
      "kind": "LinkedField",
      "name": "stats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opinions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "votes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeFeedCards",
  "abstractKey": null
};

(node as any).hash = "a9ca9cdabef9a0d4e78ba7462be9bc1b";

export default node;
