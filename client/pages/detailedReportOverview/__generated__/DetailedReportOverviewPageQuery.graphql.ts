/**
 * @generated SignedSource<<f25c6695b2de8cb9147120301ee4866e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PopulationFilterInput = {
  demographics?: ReadonlyArray<DemographicFilterInput> | null | undefined;
  ranges?: ReadonlyArray<ElementRangeInput> | null | undefined;
  report: string;
  userTagIds?: ReadonlyArray<number> | null | undefined;
};
export type DemographicFilterInput = {
  field: string;
  groups: ReadonlyArray<string>;
};
export type ElementRangeInput = {
  element: number;
  max: number;
  min: number;
};
export type DetailedReportOverviewPageQuery$variables = {
  input: PopulationFilterInput;
};
export type DetailedReportOverviewPageQuery$data = {
  readonly populationFilter: {
    readonly __typename: string;
    readonly data?: {
      readonly averages: ReadonlyArray<number | null | undefined>;
      readonly elements: ReadonlyArray<string>;
      readonly groups: ReadonlyArray<{
        readonly answers: ReadonlyArray<{
          readonly key: string;
          readonly label: string;
          readonly users: number | null | undefined;
        }>;
        readonly field: string;
        readonly label: string;
      }>;
      readonly report: string;
      readonly spectrumUsers: number | null | undefined;
      readonly title: string;
      readonly users: number | null | undefined;
    };
    readonly message?: string;
  };
  readonly viewer: {
    readonly adminHub: boolean;
  };
};
export type DetailedReportOverviewPageQuery = {
  response: DetailedReportOverviewPageQuery$data;
  variables: DetailedReportOverviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adminHub",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "users",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "input",
      "variableName": "input"
    }
  ],
  "concreteType": null,
  "kind": "LinkedField",
  "name": "populationFilter",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
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
          "concreteType": "PopulationSummary",
          "kind": "LinkedField",
          "name": "data",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "report",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "elements",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "spectrumUsers",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "averages",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PopulationFilterGroup",
              "kind": "LinkedField",
              "name": "groups",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "field",
                  "storageKey": null
                },
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PopulationAnswerCount",
                  "kind": "LinkedField",
                  "name": "answers",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "key",
                      "storageKey": null
                    },
                    (v3/*:: as any*/),
                    (v2/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "QueryPopulationFilterSuccess",
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
    "name": "DetailedReportOverviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DetailedReportOverviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "2482fdec9fc87779aadb80eec0ec464b",
    "id": null,
    "metadata": {},
    "name": "DetailedReportOverviewPageQuery",
    "operationKind": "query",
    "text": "query DetailedReportOverviewPageQuery(\n  $input: PopulationFilterInput!\n) {\n  viewer {\n    adminHub\n    id\n  }\n  populationFilter(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on QueryPopulationFilterSuccess {\n      data {\n        report\n        title\n        elements\n        users\n        spectrumUsers\n        averages\n        groups {\n          field\n          label\n          answers {\n            key\n            label\n            users\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2d9450186aad649b08c06e02c3e3b5e3";

export default node;
