/**
 * @generated SignedSource<<f5cb7a80d6d1710dd6e355e4efc1f016>>
 * @relayHash fe19a22909461584d527449c56e0631d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a69aeabefbf725d0a8f2538ac528aa47da83fafd7e7a3ef672fb2a97a343baae

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
    "id": "a69aeabefbf725d0a8f2538ac528aa47da83fafd7e7a3ef672fb2a97a343baae",
    "metadata": {},
    "name": "ArgFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "44e6c40b1c651570f6a2d1bd73469a4a";

export default node;
