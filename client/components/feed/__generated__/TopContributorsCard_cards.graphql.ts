/**
 * @generated SignedSource<<ac4bb1453324f9a32a1b2050ce5aed7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopContributorsCard_cards$data = {
  readonly topCommenters: ReadonlyArray<{
    readonly usernameCased: string;
  }>;
  readonly " $fragmentType": "TopContributorsCard_cards";
};
export type TopContributorsCard_cards$key = {
  readonly " $data"?: TopContributorsCard_cards$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopContributorsCard_cards">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopContributorsCard_cards",
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
      "concreteType": "Contributor",
      "kind": "LinkedField",
      "name": "topCommenters",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "usernameCased",
          "storageKey": null
        }
      ],
      "storageKey": "topCommenters(first:5)"
    }
  ],
  "type": "HomeFeedCards",
  "abstractKey": null
};

(node as any).hash = "58b8fd65ad6897c41addce5758d8aa7a";

export default node;
