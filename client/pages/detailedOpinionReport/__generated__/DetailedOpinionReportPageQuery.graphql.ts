/**
 * @generated SignedSource<<58c264aaa68a0560930ffd79c3641729>>
 * @relayHash 670933371c5f8044d528fc3f95ab3edd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 599bd908a64e992670796df89465370300c959c8371224ab298dffd1e02992ae

import { ConcreteRequest } from 'relay-runtime';
export type OpinionReportFilterInput = {
  dateRange?: string | null | undefined;
  demographics?: ReadonlyArray<OpinionReportDemographicFilter> | null | undefined;
  userTagIds?: ReadonlyArray<number> | null | undefined;
};
export type OpinionReportDemographicFilter = {
  field: string;
  groups: ReadonlyArray<string>;
};
export type DetailedOpinionReportPageQuery$variables = {
  filter?: OpinionReportFilterInput | null | undefined;
  slug: string;
};
export type DetailedOpinionReportPageQuery$data = {
  readonly opinionVoteReport: {
    readonly __typename: string;
    readonly data?: {
      readonly asOf: string | null | undefined;
      readonly demographics: ReadonlyArray<{
        readonly field: string;
        readonly label: string;
        readonly rows: ReadonlyArray<{
          readonly agree: {
            readonly high: number;
            readonly low: number;
            readonly share: number;
          } | null | undefined;
          readonly counts: ReadonlyArray<number> | null | undefined;
          readonly filterVoters: number | null | undefined;
          readonly key: string;
          readonly label: string;
          readonly percentages: ReadonlyArray<number> | null | undefined;
          readonly voters: number | null | undefined;
        }>;
      }>;
      readonly estimated: boolean;
      readonly everyone: {
        readonly agree: {
          readonly high: number;
          readonly low: number;
          readonly share: number;
        } | null | undefined;
        readonly counts: ReadonlyArray<number> | null | undefined;
        readonly key: string;
        readonly label: string;
        readonly percentages: ReadonlyArray<number> | null | undefined;
        readonly voters: number | null | undefined;
      };
      readonly privacyK: number;
      readonly slug: string;
      readonly title: string;
      readonly voters: number | null | undefined;
    };
    readonly message?: string;
    readonly status?: number;
  };
  readonly viewer: {
    readonly adminHub: boolean;
    readonly isLoggedIn: boolean;
  };
};
export type DetailedOpinionReportPageQuery = {
  response: DetailedOpinionReportPageQuery$data;
  variables: DetailedOpinionReportPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLoggedIn",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adminHub",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voters",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "counts",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percentages",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "AgreeShare",
  "kind": "LinkedField",
  "name": "agree",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "share",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "low",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "high",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "filter",
      "variableName": "filter"
    },
    {
      "kind": "Variable",
      "name": "slug",
      "variableName": "slug"
    }
  ],
  "concreteType": null,
  "kind": "LinkedField",
  "name": "opinionVoteReport",
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
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "type": "AuthError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OpinionVoteReport",
          "kind": "LinkedField",
          "name": "data",
          "plural": false,
          "selections": [
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
            },
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "asOf",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "estimated",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "privacyK",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "OpinionReportRow",
              "kind": "LinkedField",
              "name": "everyone",
              "plural": false,
              "selections": [
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v4/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "OpinionReportDemographic",
              "kind": "LinkedField",
              "name": "demographics",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "field",
                  "storageKey": null
                },
                (v6/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "OpinionReportRow",
                  "kind": "LinkedField",
                  "name": "rows",
                  "plural": true,
                  "selections": [
                    (v5/*:: as any*/),
                    (v6/*:: as any*/),
                    (v4/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
                    (v9/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "filterVoters",
                      "storageKey": null
                    }
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
      "type": "QueryOpinionVoteReportSuccess",
      "abstractKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DetailedOpinionReportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DetailedOpinionReportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
      (v10/*:: as any*/)
    ]
  },
  "params": {
    "id": "599bd908a64e992670796df89465370300c959c8371224ab298dffd1e02992ae",
    "metadata": {},
    "name": "DetailedOpinionReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fbaf1cd26c3c9c0b930be9818fb9c8ca";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
