/**
 * @generated SignedSource<<e853221ce4378dfcbe6f8bddbffd1f08>>
 * @relayHash 9ca7da18de45009cc7d5f83573781e4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93574dbc52508bff69dfc73dffb072888aa9c6065e2e2d47f43f70e8474564e0

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
    "id": "93574dbc52508bff69dfc73dffb072888aa9c6065e2e2d47f43f70e8474564e0",
    "metadata": {},
    "name": "AllTopicsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41c8f268b63d59600923c45704f6e14e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
