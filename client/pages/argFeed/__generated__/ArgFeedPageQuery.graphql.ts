/**
 * @generated SignedSource<<14156546d5028bb9b82b4ec3382837e9>>
 * @relayHash b5fa420d8dcf9907808ae4ae5b73bd5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5ddb04cd4e08c33fa44b0c4dc8cb8e852b0e644f0af859223dbaa3d753a7c83

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
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
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
    "name": "ArgFeedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Argument",
        "kind": "LinkedField",
        "name": "arguments",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Question",
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
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
    "name": "ArgFeedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Argument",
        "kind": "LinkedField",
        "name": "arguments",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Question",
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d5ddb04cd4e08c33fa44b0c4dc8cb8e852b0e644f0af859223dbaa3d753a7c83",
    "metadata": {},
    "name": "ArgFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "44e6c40b1c651570f6a2d1bd73469a4a";

export default node;
