/**
 * @generated SignedSource<<e6ee45dbe4fca79d37a506c037d36db6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TopContributorsPageQuery$variables = Record<PropertyKey, never>;
export type TopContributorsPageQuery$data = {
  readonly contributors: ReadonlyArray<{
    readonly numComments: number;
    readonly usernameCased: string;
  }>;
};
export type TopContributorsPageQuery = {
  response: TopContributorsPageQuery$data;
  variables: TopContributorsPageQuery$variables;
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
    "concreteType": "Contributor",
    "kind": "LinkedField",
    "name": "contributors",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "usernameCased",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "numComments",
        "storageKey": null
      }
    ],
    "storageKey": "contributors(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TopContributorsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TopContributorsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "06c40e1aadb0c671984e7abf7f3c6102",
    "id": null,
    "metadata": {},
    "name": "TopContributorsPageQuery",
    "operationKind": "query",
    "text": "query TopContributorsPageQuery {\n  contributors(first: 50) {\n    usernameCased\n    numComments\n  }\n}\n"
  }
};
})();

(node as any).hash = "b38974922f79204632d3e838e194ec3f";

export default node;
