/**
 * @generated SignedSource<<76581fed5649e06141819757142f7cc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrendingOpinionsCard_cards$data = {
  readonly trendingOpinions: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "TrendingOpinionsCard_cards";
};
export type TrendingOpinionsCard_cards$key = {
  readonly " $data"?: TrendingOpinionsCard_cards$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrendingOpinionsCard_cards">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrendingOpinionsCard_cards",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Opinion",
      "kind": "LinkedField",
      "name": "trendingOpinions",
      "plural": true,
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
      "storageKey": null
    }
  ],
  "type": "HomeFeedCards",
  "abstractKey": null
};

(node as any).hash = "f95ab9c448f8f0d570f64c1dd29d367a";

export default node;
