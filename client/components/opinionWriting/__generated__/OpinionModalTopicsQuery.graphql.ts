/**
 * @generated SignedSource<<0995c5eed186fac253c5c4080a963009>>
 * @relayHash 1f43351b1de0c5602f71f0ba39803c8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3ff05c0f709f7046f04c814d88c0f8338bc7bcb28ca2d04d744eddf8181b6fa

import { ConcreteRequest } from 'relay-runtime';
export type OpinionModalTopicsQuery$variables = {
  query: string;
};
export type OpinionModalTopicsQuery$data = {
  readonly topicSearch: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  }>;
};
export type OpinionModalTopicsQuery = {
  response: OpinionModalTopicsQuery$data;
  variables: OpinionModalTopicsQuery$variables;
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
        "value": 8
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Topic",
    "kind": "LinkedField",
    "name": "topicSearch",
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
    "name": "OpinionModalTopicsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpinionModalTopicsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f3ff05c0f709f7046f04c814d88c0f8338bc7bcb28ca2d04d744eddf8181b6fa",
    "metadata": {},
    "name": "OpinionModalTopicsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bf0abb91967a8c033a23eae6b86c5bf5";

export default node;
