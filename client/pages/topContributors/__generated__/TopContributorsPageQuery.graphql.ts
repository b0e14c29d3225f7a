/**
 * @generated SignedSource<<b375802b4b9f2172cefaf5ba4ec72294>>
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

(node as any).hash = "0fb30ca562cbbebc6db08118179b770b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
