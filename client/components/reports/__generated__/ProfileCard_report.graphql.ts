/**
 * @generated SignedSource<<8b50871b73dd5f8c1ae5185304ff416d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileCard_report$data = {
  readonly climateClass: string | null | undefined;
  readonly complete: boolean;
  readonly elements: ReadonlyArray<string>;
  readonly locked: boolean;
  readonly name: string;
  readonly placeholderScores: ReadonlyArray<number>;
  readonly quizSlug: string;
  readonly scores: ReadonlyArray<number>;
  readonly sixteenType: string | null | undefined;
  readonly title: string;
  readonly total: number | null | undefined;
  readonly " $fragmentType": "ProfileCard_report";
};
export type ProfileCard_report$key = {
  readonly " $data"?: ProfileCard_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileCard_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
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
      "name": "elements",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scores",
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
      "name": "locked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "placeholderScores",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "climateClass",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sixteenType",
      "storageKey": null
    }
  ],
  "type": "UserReport",
  "abstractKey": null
};

(node as any).hash = "c21e3d50b61040620676c2ff4d7b8dce";

export default node;
