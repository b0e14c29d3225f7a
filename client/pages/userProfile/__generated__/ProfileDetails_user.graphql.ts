/**
 * @generated SignedSource<<5f5732c0e7ab2f727a38f6a9fb5e7cc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileDetails_user$data = {
  readonly activityGrid: {
    readonly " $fragmentSpreads": FragmentRefs<"ActivityGrid_grid">;
  };
  readonly bio: string;
  readonly expertise: string;
  readonly fullName: string;
  readonly isViewer: boolean;
  readonly joined: string;
  readonly location: string;
  readonly profileStats: {
    readonly goodPointsPerComment: string;
    readonly karma: number;
    readonly numCommentLikes: number;
    readonly numComments: number;
    readonly numVotes: number;
    readonly opinionsTotal: number;
    readonly " $fragmentSpreads": FragmentRefs<"ProfileMilestones_stats">;
  };
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSettings_user">;
  readonly " $fragmentType": "ProfileDetails_user";
};
export type ProfileDetails_user$key = {
  readonly " $data"?: ProfileDetails_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileDetails_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileDetails_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "joined",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expertise",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileStats",
      "kind": "LinkedField",
      "name": "profileStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opinionsTotal",
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
          "name": "numCommentLikes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "goodPointsPerComment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "karma",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProfileMilestones_stats"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityGrid",
      "kind": "LinkedField",
      "name": "activityGrid",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ActivityGrid_grid"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileSettings_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0cb7d8cde39b06b57ec8103592241f3a";

export default node;
