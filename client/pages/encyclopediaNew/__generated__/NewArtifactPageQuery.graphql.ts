/**
 * @generated SignedSource<<13ccea0ef59fce8a693f287ad15678ea>>
 * @relayHash 8b403c5896b56d6cec28c6a52994d385
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49f869d306dd5aebef5988c778b1b91a6a9ed3169a3439335e2da4349d2c5d75

import { ConcreteRequest } from 'relay-runtime';
export type NewArtifactPageQuery$variables = Record<PropertyKey, never>;
export type NewArtifactPageQuery$data = {
  readonly tags: ReadonlyArray<{
    readonly databaseId: number;
    readonly title: string;
  }>;
  readonly viewer: {
    readonly role: string;
  };
};
export type NewArtifactPageQuery = {
  response: NewArtifactPageQuery$data;
  variables: NewArtifactPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
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
    "name": "NewArtifactPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
    "name": "NewArtifactPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "49f869d306dd5aebef5988c778b1b91a6a9ed3169a3439335e2da4349d2c5d75",
    "metadata": {},
    "name": "NewArtifactPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4ef1a369dd3cf8071579c99e6a4b07a3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
