/**
 * @generated SignedSource<<2a88c9258b9ec5b17d9e06bfe1783a08>>
 * @relayHash 3b1f225e4be9830f5612809bb7fcdb28
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb0aac3944f6a3b9dba539aca99dcc940bf33cb529d9e50437abfc9cbaae4e96

import { ConcreteRequest } from 'relay-runtime';
export type TopContributorsPageQuery$variables = Record<PropertyKey, never>;
export type TopContributorsPageQuery$data = {
  readonly contributors: ReadonlyArray<{
    readonly karma: number;
    readonly level: number;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "karma",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "level",
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
    "id": "fb0aac3944f6a3b9dba539aca99dcc940bf33cb529d9e50437abfc9cbaae4e96",
    "metadata": {},
    "name": "TopContributorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "650434394b857b2d0f9615bbb4fbab08";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
