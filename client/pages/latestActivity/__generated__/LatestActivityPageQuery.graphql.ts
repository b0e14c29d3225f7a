/**
 * @generated SignedSource<<9c12d66bf11360d55d98cddf8c50e4f4>>
 * @relayHash 01ce16424a57801ec0225a5b52d40af7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ba36a3f2e5d27e18507bc5897256d2d857fabe03ba7988cd433c0551aa58165

import { ConcreteRequest } from 'relay-runtime';
export type LatestActivityPageQuery$variables = Record<PropertyKey, never>;
export type LatestActivityPageQuery$data = {
  readonly latestActivity: ReadonlyArray<{
    readonly commentId: number;
    readonly createdAt: string;
    readonly opinionSlug: string;
    readonly opinionTitle: string;
    readonly username: string;
  }>;
};
export type LatestActivityPageQuery = {
  response: LatestActivityPageQuery$data;
  variables: LatestActivityPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "ActivityEntry",
    "kind": "LinkedField",
    "name": "latestActivity",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "commentId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "opinionTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "opinionSlug",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      }
    ],
    "storageKey": "latestActivity(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LatestActivityPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LatestActivityPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1ba36a3f2e5d27e18507bc5897256d2d857fabe03ba7988cd433c0551aa58165",
    "metadata": {},
    "name": "LatestActivityPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18ab3b62e34b5bd207e1246b6fe0fabd";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
