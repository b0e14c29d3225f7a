/**
 * @generated SignedSource<<1143827b33550f00dc811cc1ed2e2680>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DetailedReportCards_report$data = {
  readonly complete: boolean;
  readonly detailedText: string;
  readonly locked: boolean;
  readonly quizSlug: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_report">;
  readonly " $fragmentType": "DetailedReportCards_report";
};
export type DetailedReportCards_report$key = {
  readonly " $data"?: DetailedReportCards_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailedReportCards_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailedReportCards_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quizSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "complete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "detailedText",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileCard_report"
    }
  ],
  "type": "UserReport",
  "abstractKey": null
};

(node as any).hash = "8a0d114f0bb117f08d4cc59308d7ab94";

export default node;
