/**
 * @generated SignedSource<<b963d0a18ef5a50c20893faf94833675>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileMilestones_stats$data = {
  readonly karma: number;
  readonly milestones: {
    readonly award: number;
    readonly comments: number;
    readonly goodPointsReceived: number;
    readonly level: number;
    readonly nextLevelKarma: number | null | undefined;
  };
  readonly " $fragmentType": "ProfileMilestones_stats";
};
export type ProfileMilestones_stats$key = {
  readonly " $data"?: ProfileMilestones_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileMilestones_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileMilestones_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "karma",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileMilestones",
      "kind": "LinkedField",
      "name": "milestones",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "award",
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
          "name": "goodPointsReceived",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextLevelKarma",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProfileStats",
  "abstractKey": null
};

(node as any).hash = "b8edfdbb9c755a8316306838adb691d9";

export default node;
