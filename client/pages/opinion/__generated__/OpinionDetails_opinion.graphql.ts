/**
 * @generated SignedSource<<58abef0b2b0931419c7908cf56030acb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpinionDetails_opinion$data = {
  readonly commentThread: {
    readonly " $fragmentSpreads": FragmentRefs<"CommentThread_thread">;
  };
  readonly deleted: boolean;
  readonly id: string;
  readonly link: string;
  readonly numShares: number;
  readonly numViews: number;
  readonly slug: string;
  readonly suggestedBy: {
    readonly username: string;
  } | null | undefined;
  readonly tidbit: string;
  readonly title: string;
  readonly topics: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopicLinks_topics">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"DemographicVoteChart_opinion" | "OpinionInsights_opinion" | "VoteBar_opinion">;
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "suggestedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OpinionInsights_opinion"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DemographicVoteChart_opinion"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommentThread",
      "kind": "LinkedField",
      "name": "commentThread",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CommentThread_thread"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Opinion",
  "abstractKey": null
};

(node as any).hash = "bf0865dccc463c74e364e5a79ac8b8c4";

export default node;
