/**
 * @generated SignedSource<<2cb6f21ea7a965db6296cd3e71de9ea3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoteBar_opinion$data = {
  readonly id: string;
  readonly numVotes: number;
  readonly viewerRating: number | null | undefined;
  readonly voteTally: {
    readonly counts: ReadonlyArray<number>;
    readonly id: string;
    readonly numVotes: number;
    readonly percentages: ReadonlyArray<number>;
  };
  readonly " $fragmentType": "VoteBar_opinion";
};
export type VoteBar_opinion$key = {
  readonly " $data"?: VoteBar_opinion$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoteBar_opinion">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "numVotes",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoteBar_opinion",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRating",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "VoteTally",
      "kind": "LinkedField",
      "name": "voteTally",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "counts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percentages",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Opinion",
  "abstractKey": null
};
})();

(node as any).hash = "c6b313c0c960ad3f64d39b150b79367a";

export default node;
