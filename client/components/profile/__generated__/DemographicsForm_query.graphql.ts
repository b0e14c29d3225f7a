/**
 * @generated SignedSource<<cc5944e32816f288e01cb0eb14079ed8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DemographicsForm_query$data = {
  readonly demographicQuestions: ReadonlyArray<{
    readonly field: string;
    readonly kind: string;
    readonly label: string;
    readonly options: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
  }>;
  readonly viewer: {
    readonly demographics: {
      readonly birthYear: number | null | undefined;
      readonly education: number | null | undefined;
      readonly gender: string | null | undefined;
      readonly householdIncome: number | null | undefined;
      readonly maritalStatus: string | null | undefined;
      readonly nationality: string | null | undefined;
      readonly numChildren: number | null | undefined;
      readonly politicalSpectrum: number | null | undefined;
      readonly religion: string | null | undefined;
      readonly sexualOrientation: string | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentType": "DemographicsForm_query";
};
export type DemographicsForm_query$key = {
  readonly " $data"?: DemographicsForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DemographicsForm_query">;
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
  "name": "DemographicsForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DemographicQuestion",
      "kind": "LinkedField",
      "name": "demographicQuestions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DemographicAnswerOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Demographics",
          "kind": "LinkedField",
          "name": "demographics",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "gender",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "birthYear",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nationality",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "education",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "maritalStatus",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "householdIncome",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sexualOrientation",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "religion",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "politicalSpectrum",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "numChildren",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "66378d03d05918213699bee3d0867f7f";

export default node;
