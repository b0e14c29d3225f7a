/**
 * @generated SignedSource<<8eea88a43753b853eba360b9bd589efc>>
 * @relayHash d1b47097bd620c6d340dc82ff2db124a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b2bccc7e10a1e6df79a511fe16f86a5d11ca2225fb700debf6d86971aecf541

import { ConcreteRequest } from 'relay-runtime';
export type CategoriesPageQuery$variables = Record<PropertyKey, never>;
export type CategoriesPageQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly databaseId: number;
    readonly description: string;
    readonly numQuestions: number;
    readonly slug: string;
    readonly title: string;
  }>;
};
export type CategoriesPageQuery = {
  response: CategoriesPageQuery$data;
  variables: CategoriesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Category",
    "kind": "LinkedField",
    "name": "categories",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseId",
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
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "numQuestions",
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
    "name": "CategoriesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CategoriesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9b2bccc7e10a1e6df79a511fe16f86a5d11ca2225fb700debf6d86971aecf541",
    "metadata": {},
    "name": "CategoriesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d3d227ba02975a65d65847363f5e3513";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
