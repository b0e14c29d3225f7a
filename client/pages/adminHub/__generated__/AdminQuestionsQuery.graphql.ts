/**
 * @generated SignedSource<<8908b6284e2c1e4ed6a0ed89cdfebf08>>
 * @relayHash 324da0aece6e4891a2248a2024569104
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18c0ae531610348d81ccddeef6d71366c266e76eb4419a8d08922d574f059c1a

import { ConcreteRequest } from 'relay-runtime';
export type AdminQuestionsQuery$variables = Record<PropertyKey, never>;
export type AdminQuestionsQuery$data = {
  readonly topics: ReadonlyArray<{
    readonly id: string;
    readonly numOpinions: number;
    readonly slug: string;
    readonly title: string;
  }>;
};
export type AdminQuestionsQuery = {
  response: AdminQuestionsQuery$data;
  variables: AdminQuestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Topic",
    "kind": "LinkedField",
    "name": "topics",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slug",
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
        "name": "numOpinions",
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
    "name": "AdminQuestionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminQuestionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "18c0ae531610348d81ccddeef6d71366c266e76eb4419a8d08922d574f059c1a",
    "metadata": {},
    "name": "AdminQuestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6e2e5b166d0b25d875d2af564df6311b";

export default node;
