/**
 * @generated SignedSource<<5348e7582aec8a17d5ed23074dba9812>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpinionDetails_opinion$data = {
  readonly deleted: boolean;
  readonly id: string;
  readonly link: string;
  readonly numShares: number;
  readonly numViews: number;
  readonly tidbit: string;
  readonly title: string;
  readonly topics: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopicLinks_topics">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"VoteBar_opinion">;
  readonly " $fragmentType": "OpinionDetails_opinion";
};
export type OpinionDetails_opinion$key = {
  readonly " $data"?: OpinionDetails_opinion$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpinionDetails_opinion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpinionDetails_opinion",
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
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tidbit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numViews",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numShares",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VoteBar_opinion"
    }
  ],
  "type": "Opinion",
  "abstractKey": null
};

(node as any).hash = "68cb623345aeac7f44171047fd065c44";

export default node;
