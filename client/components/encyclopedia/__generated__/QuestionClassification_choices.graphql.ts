/**
 * @generated SignedSource<<5377e4ed1763476ffd7ca78e28c86b44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionClassification_choices$data = {
  readonly categories: ReadonlyArray<{
    readonly databaseId: number;
    readonly title: string;
  }>;
  readonly people: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
  }>;
  readonly tags: ReadonlyArray<{
    readonly databaseId: number;
    readonly title: string;
  }>;
  readonly " $fragmentType": "QuestionClassification_choices";
};
export type QuestionClassification_choices$key = {
  readonly " $data"?: QuestionClassification_choices$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionClassification_choices">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionClassification_choices",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Person",
      "kind": "LinkedField",
      "name": "people",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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

(node as any).hash = "8915fe46c9adabef43e6ee8fb0d91821";

export default node;
