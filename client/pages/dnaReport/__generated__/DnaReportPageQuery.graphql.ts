/**
 * @generated SignedSource<<c3921289e193755e88908a5ef18f8cc1>>
 * @relayHash b09032558ca254ff4bc6398e668cfcda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3db9d915348edc41524868d9b025ba93fd203e488d15d06452a8050c9161afe3

import { ConcreteRequest } from 'relay-runtime';
export type DnaReportPageQuery$variables = Record<PropertyKey, never>;
export type DnaReportPageQuery$data = {
  readonly opinioDna: {
    readonly __typename: "OpinioDna";
    readonly averages: ReadonlyArray<number | null | undefined>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly viewerReport: {
    readonly __typename: string;
    readonly elementProgress?: ReadonlyArray<{
      readonly answered: number;
      readonly completion: number;
      readonly help: string;
      readonly items: number;
      readonly level: string | null | undefined;
      readonly name: string;
      readonly score: number | null | undefined;
    }>;
    readonly locked?: boolean;
    readonly message?: string;
    readonly placeholderScores?: ReadonlyArray<number>;
    readonly quizSlug?: string;
  };
};
export type DnaReportPageQuery = {
  response: DnaReportPageQuery$data;
  variables: DnaReportPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "name",
        "value": "opiniondna"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "viewerReport",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locked",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quizSlug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "placeholderScores",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReportElement",
            "kind": "LinkedField",
            "name": "elementProgress",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "help",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "items",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answered",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completion",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "score",
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
            "storageKey": null
          }
        ],
        "type": "UserReport",
        "abstractKey": null
      }
    ],
    "storageKey": "viewerReport(name:\"opiniondna\")"
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "type",
        "value": "opiniondna"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "opinioDna",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "averages",
            "storageKey": null
          }
        ],
        "type": "OpinioDna",
        "abstractKey": null
      }
    ],
    "storageKey": "opinioDna(type:\"opiniondna\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DnaReportPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DnaReportPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3db9d915348edc41524868d9b025ba93fd203e488d15d06452a8050c9161afe3",
    "metadata": {},
    "name": "DnaReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "34901487d102556cdcceb61e5b360f91";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
