/**
 * @generated SignedSource<<58dbea5f0c4e0a76a93a4c9fcacaf801>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpinionInsights_opinion$data = {
  readonly insights: {
    readonly items: ReadonlyArray<{
      readonly agreementDirection: number;
      readonly desc: string;
    }>;
  };
  readonly " $fragmentType": "OpinionInsights_opinion";
};
export type OpinionInsights_opinion$key = {
  readonly " $data"?: OpinionInsights_opinion$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpinionInsights_opinion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpinionInsights_opinion",
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
          "concreteType": "Insight",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "desc",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "agreementDirection",
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

(node as any).hash = "7e2493594fb6223c91622526c870212a";

export default node;
