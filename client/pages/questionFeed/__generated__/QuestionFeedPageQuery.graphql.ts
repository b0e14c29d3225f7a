/**
 * @generated SignedSource<<88c7a17a47b43ed6c7465d9824d77972>>
 * @relayHash 48625b36292424dc268041924c2612be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56b0e96978adb2a3e2df5eadd5cf3a97e27a445d742641ec90dfc5276e1dce35

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
    "id": "56b0e96978adb2a3e2df5eadd5cf3a97e27a445d742641ec90dfc5276e1dce35",
    "metadata": {},
    "name": "QuestionFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8140f2a7c496b3b68e29e923f934a95b";

export default node;
