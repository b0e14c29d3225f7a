/**
 * @generated SignedSource<<f153c659ac9f1c408a1bed9a0ff4955e>>
 * @relayHash 52e512489a1591e2ec27a1c41575b63a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7453bdaa2e55d44726ec5a6db28520be6af287030aa1a24af3692015d01b644

import { ConcreteRequest } from 'relay-runtime';
export type OpinionModalSimilarQuery$variables = {
  query: string;
};
export type OpinionModalSimilarQuery$data = {
  readonly opinionSearch: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  }>;
};
export type OpinionModalSimilarQuery = {
  response: OpinionModalSimilarQuery$data;
  variables: OpinionModalSimilarQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 5
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Opinion",
    "kind": "LinkedField",
    "name": "opinionSearch",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpinionModalSimilarQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpinionModalSimilarQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a7453bdaa2e55d44726ec5a6db28520be6af287030aa1a24af3692015d01b644",
    "metadata": {},
    "name": "OpinionModalSimilarQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "685383841ef8368c739b26099acba691";

export default node;
