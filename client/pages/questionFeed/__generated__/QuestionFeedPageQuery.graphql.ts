/**
 * @generated SignedSource<<24d0519e8ebd8242de4e74174137d307>>
 * @relayHash 2a2378a23e9ea65a70a160d3b7157cc8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87c1809f3a686b83bb671f5540ba7a005f69002868fca773c01b9792a6edf0e3

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
v3 = {
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
    "name": "QuestionFeedPageQuery",
    "selections": [
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuestionFeedPageQuery",
    "selections": [
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
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "87c1809f3a686b83bb671f5540ba7a005f69002868fca773c01b9792a6edf0e3",
    "metadata": {},
    "name": "QuestionFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8140f2a7c496b3b68e29e923f934a95b";

export default node;
