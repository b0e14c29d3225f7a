/**
 * @generated SignedSource<<93672c04dd27c84dba8922ca4d573115>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DetailedReportPageQuery$variables = {
  name: string;
};
export type DetailedReportPageQuery$data = {
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
    readonly cards: {
      readonly " $fragmentSpreads": FragmentRefs<"DetailedReportCards_report">;
    } | null | undefined;
    readonly message?: string;
    readonly title?: string;
  };
};
export type DetailedReportPageQuery = {
  response: DetailedReportPageQuery$data;
  variables: DetailedReportPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "UserReport",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "type",
      "variableName": "name"
    }
  ],
  "concreteType": null,
  "kind": "LinkedField",
  "name": "opinioDna",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DetailedReportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "viewerReport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DetailedReportCards_report"
                }
              ],
              "type": "UserReport",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "cards"
          }
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DetailedReportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "viewerReport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                "name": "locked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "complete",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "detailedText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "elements",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scores",
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
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "climateClass",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sixteenType",
                "storageKey": null
              }
            ],
            "type": "UserReport",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "8f2be7e8e05881e8cc2f2d97cabc7ae4",
    "id": null,
    "metadata": {},
    "name": "DetailedReportPageQuery",
    "operationKind": "query",
    "text": "query DetailedReportPageQuery(\n  $name: String!\n) {\n  viewerReport(name: $name) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UserReport {\n      title\n    }\n    ...DetailedReportCards_report\n  }\n  opinioDna(type: $name) {\n    __typename\n    ... on OpinioDna {\n      averages\n    }\n  }\n}\n\nfragment DetailedReportCards_report on UserReport {\n  quizSlug\n  locked\n  complete\n  detailedText\n  ...ProfileCard_report\n}\n\nfragment ProfileCard_report on UserReport {\n  name\n  title\n  quizSlug\n  elements\n  scores\n  complete\n  locked\n  placeholderScores\n  total\n  climateClass\n  sixteenType\n}\n"
  }
};
})();

(node as any).hash = "f8a0fd53236bb1eb67fb0a44ed8f2228";

export default node;
