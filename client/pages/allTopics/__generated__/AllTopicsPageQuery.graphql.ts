/**
 * @generated SignedSource<<001fbbc9b02476f54a8511d5023dba5b>>
 * @relayHash d58d66ea7b310657654aeecea8e5aaa6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 143e7c13a5d984f1483112f976fbcefb0af23d397d10ffaa1786b3ff5ee67be9

import { ConcreteRequest } from 'relay-runtime';
export type AllTopicsPageQuery$variables = Record<PropertyKey, never>;
export type AllTopicsPageQuery$data = {
  readonly topics: ReadonlyArray<{
    readonly id: string;
    readonly numOpinions: number;
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
    "id": "143e7c13a5d984f1483112f976fbcefb0af23d397d10ffaa1786b3ff5ee67be9",
    "metadata": {},
    "name": "AllTopicsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "51d88ea7a91d723003865011358402ef";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
