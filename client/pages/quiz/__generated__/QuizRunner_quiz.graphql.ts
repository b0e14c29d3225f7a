/**
 * @generated SignedSource<<184af1cad6d0282be50775726d1cce8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuizRunner_quiz$data = {
  readonly demographicsNeeded: boolean;
  readonly description: string;
  readonly opinions: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly viewerRating: number | null | undefined;
  }>;
  readonly reportName: string;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentType": "QuizRunner_quiz";
};
export type QuizRunner_quiz$key = {
  readonly " $data"?: QuizRunner_quiz$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuizRunner_quiz">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuizRunner_quiz",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "demographicsNeeded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Opinion",
      "kind": "LinkedField",
      "name": "opinions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerRating",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Quiz",
  "abstractKey": null
};
})();

(node as any).hash = "3bc9547110f5bed916f8b3721719f90b";

export default node;
