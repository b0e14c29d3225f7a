/**
 * @generated SignedSource<<99b54b1efad2a82b6e586aceeb2c51ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type QuestionFeedPageQuery$variables = Record<PropertyKey, never>;
export type QuestionFeedPageQuery$data = {
  readonly questions: ReadonlyArray<{
    readonly databaseId: number;
    readonly description: string;
    readonly positions: ReadonlyArray<{
      readonly databaseId: number;
      readonly description: string;
      readonly title: string;
    }>;
    readonly title: string;
  }>;
};
export type QuestionFeedPageQuery = {
  response: QuestionFeedPageQuery$data;
  variables: QuestionFeedPageQuery$variables;
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
  "name": "description",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Question",
    "kind": "LinkedField",
    "name": "questions",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Position",
        "kind": "LinkedField",
        "name": "positions",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionFeedPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuestionFeedPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "48625b36292424dc268041924c2612be",
    "id": null,
    "metadata": {},
    "name": "QuestionFeedPageQuery",
    "operationKind": "query",
    "text": "query QuestionFeedPageQuery {\n  questions {\n    databaseId\n    title\n    description\n    positions {\n      databaseId\n      title\n      description\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8140f2a7c496b3b68e29e923f934a95b";

export default node;
