/**
 * @generated SignedSource<<7e08d5dab4f53f77b515e94321330327>>
 * @relayHash 1f97cf67caf59daa17686fe55afaa20d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 185dc82c2d8db53d4020d2d085f83e9b32a030243ce393d83e8fd3a24879081f

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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
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
    "name": "EncyclopediaPageQuery",
    "selections": [
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
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
          (v4/*:: as any*/)
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
    "name": "EncyclopediaPageQuery",
    "selections": [
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/)
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
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "185dc82c2d8db53d4020d2d085f83e9b32a030243ce393d83e8fd3a24879081f",
    "metadata": {},
    "name": "EncyclopediaPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ceefadf56d436c9acb0e22e1f6cf5909";

export default node;
