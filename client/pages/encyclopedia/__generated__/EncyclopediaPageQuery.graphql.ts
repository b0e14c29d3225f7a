/**
 * @generated SignedSource<<77eefe4063923cc85ac8aabbde7af281>>
 * @relayHash b38c2805bdbd7156f93b8af1e67f9bf6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1516529c0064d461116d5e6ed6b5d226863f8274baa6a8ce827011663455d4a1

import { ConcreteRequest } from 'relay-runtime';
export type EncyclopediaPageQuery$variables = Record<PropertyKey, never>;
export type EncyclopediaPageQuery$data = {
  readonly people: ReadonlyArray<{
    readonly databaseId: number;
    readonly description: string;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly tags: ReadonlyArray<{
    readonly databaseId: number;
    readonly slug: string;
    readonly title: string;
  }>;
};
export type EncyclopediaPageQuery = {
  response: EncyclopediaPageQuery$data;
  variables: EncyclopediaPageQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Person",
    "kind": "LinkedField",
    "name": "people",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      }
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
    "name": "EncyclopediaPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EncyclopediaPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1516529c0064d461116d5e6ed6b5d226863f8274baa6a8ce827011663455d4a1",
    "metadata": {},
    "name": "EncyclopediaPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ceefadf56d436c9acb0e22e1f6cf5909";

export default node;
