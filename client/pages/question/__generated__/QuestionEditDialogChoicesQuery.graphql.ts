/**
 * @generated SignedSource<<4fdf1b4cb56703f804ef54199ef527cf>>
 * @relayHash f8e7300ac111c8818e9023a03480ae5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acea1286fabaddb1007f4b5a889f515dd31dadaac6cbf00204ad868162e49d68

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionEditDialogChoicesQuery$variables = Record<PropertyKey, never>;
export type QuestionEditDialogChoicesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"QuestionClassification_choices">;
};
export type QuestionEditDialogChoicesQuery = {
  response: QuestionEditDialogChoicesQuery$data;
  variables: QuestionEditDialogChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionEditDialogChoicesQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "QuestionClassification_choices"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuestionEditDialogChoicesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Tag",
        "kind": "LinkedField",
        "name": "tags",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
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
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "acea1286fabaddb1007f4b5a889f515dd31dadaac6cbf00204ad868162e49d68",
    "metadata": {},
    "name": "QuestionEditDialogChoicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9d2acabd1da06025d24a53c8a1f07d9f";

export default node;
