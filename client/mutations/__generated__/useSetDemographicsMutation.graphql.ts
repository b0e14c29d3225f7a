/**
 * @generated SignedSource<<85952524dd10b966c479026ea3528a5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetDemographicsInput = {
  birthYear?: number | null | undefined;
  education?: number | null | undefined;
  gender?: string | null | undefined;
  householdIncome?: number | null | undefined;
  maritalStatus?: string | null | undefined;
  nationality?: string | null | undefined;
  numChildren?: number | null | undefined;
  politicalSpectrum?: number | null | undefined;
  religion?: string | null | undefined;
  sexualOrientation?: string | null | undefined;
};
export type useSetDemographicsMutation$variables = {
  input: SetDemographicsInput;
};
export type useSetDemographicsMutation$data = {
  readonly setDemographics: {
    readonly __typename: string;
    readonly data?: {
      readonly demographics: {
        readonly birthYear: number | null | undefined;
        readonly education: number | null | undefined;
        readonly gender: string | null | undefined;
        readonly householdIncome: number | null | undefined;
        readonly maritalStatus: string | null | undefined;
        readonly nationality: string | null | undefined;
        readonly numChildren: number | null | undefined;
        readonly politicalSpectrum: number | null | undefined;
        readonly religion: string | null | undefined;
        readonly sexualOrientation: string | null | undefined;
      } | null | undefined;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useSetDemographicsMutation = {
  response: useSetDemographicsMutation$data;
  variables: useSetDemographicsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
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
    "name": "setDemographics",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
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
                "concreteType": "Demographics",
                "kind": "LinkedField",
                "name": "demographics",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gender",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthYear",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nationality",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "education",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maritalStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "householdIncome",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sexualOrientation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "religion",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "politicalSpectrum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "numChildren",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSetDemographicsSuccess",
        "abstractKey": null
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
    "name": "useSetDemographicsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetDemographicsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "85fe9b2cecd833d1252e3139bc24bb8b",
    "id": null,
    "metadata": {},
    "name": "useSetDemographicsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetDemographicsMutation(\n  $input: SetDemographicsInput!\n) {\n  setDemographics(input: $input) {\n    __typename\n    ... on MutationSetDemographicsSuccess {\n      data {\n        id\n        demographics {\n          gender\n          birthYear\n          nationality\n          education\n          maritalStatus\n          householdIncome\n          sexualOrientation\n          religion\n          politicalSpectrum\n          numChildren\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a4e8c50fa5b213505bd124cf8f496db";

export default node;
