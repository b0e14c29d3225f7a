/**
 * @generated SignedSource<<55af06e3c692de4b61c76e6dec9620b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestActivityCard_cards$data = {
  readonly latestActivity: ReadonlyArray<{
    readonly commentId: number;
    readonly createdAt: string;
    readonly opinionSlug: string;
    readonly opinionTitle: string;
    readonly username: string;
  }>;
  readonly " $fragmentType": "LatestActivityCard_cards";
};
export type LatestActivityCard_cards$key = {
  readonly " $data"?: LatestActivityCard_cards$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestActivityCard_cards">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestActivityCard_cards",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "ActivityEntry",
      "kind": "LinkedField",
      "name": "latestActivity",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commentId",
          "storageKey": null
        },
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
          "name": "opinionTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opinionSlug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": "latestActivity(first:5)"
    }
  ],
  "type": "HomeFeedCards",
  "abstractKey": null
};

(node as any).hash = "e591a5b32067f7c29e8f833445242d15";

export default node;
