/**
 * @generated SignedSource<<8c7e5a9c4e49ceb3ac1412265725f580>>
 * @relayHash 06c40e1aadb0c671984e7abf7f3c6102
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b1634fded3e137b78eafc028921ee556ce60df305122e23514fbf428f918571

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
    "id": "5b1634fded3e137b78eafc028921ee556ce60df305122e23514fbf428f918571",
    "metadata": {},
    "name": "TopContributorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b38974922f79204632d3e838e194ec3f";

export default node;
