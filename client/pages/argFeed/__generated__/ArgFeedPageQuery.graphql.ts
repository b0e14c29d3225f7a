/**
 * @generated SignedSource<<ed0ac1f19f07aa4d55a7a3b430e3171b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArgFeedPageQuery$variables = Record<PropertyKey, never>;
export type ArgFeedPageQuery$data = {
  readonly arguments: ReadonlyArray<{
    readonly databaseId: number;
    readonly description: string;
    readonly question: {
      readonly title: string;
    };
    readonly title: string;
  }>;
};
export type ArgFeedPageQuery = {
  response: ArgFeedPageQuery$data;
  variables: ArgFeedPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Argument",
    "kind": "LinkedField",
    "name": "arguments",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseId",
        "storageKey": null
      },
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Question",
        "kind": "LinkedField",
        "name": "question",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
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
    "name": "ArgFeedPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArgFeedPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fe19a22909461584d527449c56e0631d",
    "id": null,
    "metadata": {},
    "name": "ArgFeedPageQuery",
    "operationKind": "query",
    "text": "query ArgFeedPageQuery {\n  arguments {\n    databaseId\n    title\n    description\n    question {\n      title\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44e6c40b1c651570f6a2d1bd73469a4a";

export default node;
