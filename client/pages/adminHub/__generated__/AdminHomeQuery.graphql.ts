/**
 * @generated SignedSource<<420287ef46439d2f1ef892b50f808064>>
 * @relayHash d5a6e2988df7805e8ba64a8c481f4a4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcbbb3ae1991cc200825afbc92084a300308eab43573126e23710194c0788dfa

import { ConcreteRequest } from 'relay-runtime';
export type AdminHomeQuery$variables = Record<PropertyKey, never>;
export type AdminHomeQuery$data = {
  readonly auditLog: {
    readonly __typename: string;
    readonly data?: {
      readonly items: ReadonlyArray<{
        readonly action: string;
        readonly actorUsername: string | null | undefined;
        readonly after: string | null | undefined;
        readonly before: string | null | undefined;
        readonly createdAt: string;
        readonly databaseId: number;
        readonly note: string;
        readonly targetId: number | null | undefined;
        readonly targetLabel: string;
        readonly targetType: string;
      }>;
    };
    readonly message?: string;
  };
  readonly moderationQueue: {
    readonly __typename: string;
    readonly data?: {
      readonly total: number;
    };
    readonly message?: string;
  };
  readonly opinionSuggestions: {
    readonly __typename: "QueryOpinionSuggestionsSuccess";
    readonly data: {
      readonly total: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly removedOpinions: {
    readonly __typename: "QueryRemovedOpinionsSuccess";
    readonly data: {
      readonly total: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AdminHomeQuery = {
  response: AdminHomeQuery$data;
  variables: AdminHomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": null,
    "kind": "LinkedField",
    "name": "moderationQueue",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ModerationQueue",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "QueryModerationQueueSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": "moderationQueue(first:1)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removedOpinions",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RemovedOpinions",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "QueryRemovedOpinionsSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": "removedOpinions(first:1)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": null,
    "kind": "LinkedField",
    "name": "opinionSuggestions",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Suggestions",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "QueryOpinionSuggestionsSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": "opinionSuggestions(first:1)"
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 5
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "auditLog",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditLog",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditEntry",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actorUsername",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "before",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "after",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
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
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryAuditLogSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": "auditLog(first:5)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminHomeQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminHomeQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "bcbbb3ae1991cc200825afbc92084a300308eab43573126e23710194c0788dfa",
    "metadata": {},
    "name": "AdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "744d7b89b8cb71682b45adc250ed633f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
