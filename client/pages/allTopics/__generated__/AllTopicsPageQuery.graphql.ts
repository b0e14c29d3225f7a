/**
 * @generated SignedSource<<460864a1d37f58ad5dba0232ff2756c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AllTopicsPageQuery$variables = Record<PropertyKey, never>;
export type AllTopicsPageQuery$data = {
  readonly topics: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  }>;
};
export type AllTopicsPageQuery = {
  response: AllTopicsPageQuery$data;
  variables: AllTopicsPageQuery$variables;
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
    "name": "AllTopicsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AllTopicsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9ca7da18de45009cc7d5f83573781e4c",
    "id": null,
    "metadata": {},
    "name": "AllTopicsPageQuery",
    "operationKind": "query",
    "text": "query AllTopicsPageQuery {\n  topics {\n    id\n    slug\n    title\n  }\n}\n"
  }
};
})();

(node as any).hash = "43da431c044a845c137ab7318e9a1d51";

export default node;
