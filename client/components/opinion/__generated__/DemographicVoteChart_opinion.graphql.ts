/**
 * @generated SignedSource<<c1f79f8158080419d7bd2f7e43184bf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DemographicVoteChart_opinion$data = {
  readonly insights: {
    readonly asOf: string | null | undefined;
    readonly breakdown: ReadonlyArray<{
      readonly answers: ReadonlyArray<{
        readonly answer: string;
        readonly label: string;
        readonly percentages: ReadonlyArray<number>;
        readonly voters: number | null | undefined;
      }>;
      readonly label: string;
      readonly question: string;
    }>;
  };
  readonly " $fragmentType": "DemographicVoteChart_opinion";
};
export type DemographicVoteChart_opinion$key = {
  readonly " $data"?: DemographicVoteChart_opinion$data;
  readonly " $fragmentSpreads": FragmentRefs<"DemographicVoteChart_opinion">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DemographicVoteChart_opinion",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OpinionInsights",
      "kind": "LinkedField",
      "name": "insights",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "asOf",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DemographicQuestionVotes",
          "kind": "LinkedField",
          "name": "breakdown",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "question",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "DemographicAnswerVotes",
              "kind": "LinkedField",
              "name": "answers",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "answer",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "voters",
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

(node as any).hash = "e722cea1f1ffce3e40e9d9d643d050d8";

export default node;
