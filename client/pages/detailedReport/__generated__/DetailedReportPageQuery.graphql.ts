/**
 * @generated SignedSource<<31626389fd030b507f64aca12383c46a>>
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
    readonly complete?: boolean;
    readonly detailedText?: string;
    readonly locked?: boolean;
    readonly message?: string;
    readonly name?: string;
    readonly profileCard: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_report">;
    } | null | undefined;
    readonly quizSlug?: string;
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
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quizSlug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locked",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "complete",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "detailedText",
      "storageKey": null
    }
  ],
  "type": "UserReport",
  "abstractKey": null
},
v10 = {
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
          (v9/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProfileCard_report"
                }
              ],
              "type": "UserReport",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "profileCard"
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/)
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
          (v9/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
              (v8/*:: as any*/),
              (v7/*:: as any*/),
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
      (v10/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "6990c26ff12dc8ea62cb5b05a788424b",
    "id": null,
    "metadata": {},
    "name": "DetailedReportPageQuery",
    "operationKind": "query",
    "text": "query DetailedReportPageQuery(\n  $name: String!\n) {\n  viewerReport(name: $name) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UserReport {\n      name\n      title\n      quizSlug\n      locked\n      complete\n      detailedText\n    }\n    ...ProfileCard_report\n  }\n  opinioDna(type: $name) {\n    __typename\n    ... on OpinioDna {\n      averages\n    }\n  }\n}\n\nfragment ProfileCard_report on UserReport {\n  name\n  title\n  quizSlug\n  elements\n  scores\n  complete\n  locked\n  placeholderScores\n  total\n  climateClass\n  sixteenType\n}\n"
  }
};
})();

(node as any).hash = "6fb3f08848b517c85ddb194cde05438e";

export default node;
