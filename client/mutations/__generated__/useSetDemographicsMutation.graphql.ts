/**
 * @generated SignedSource<<74b23a91ec5623002429884b5e37edd7>>
 * @relayHash 85fe9b2cecd833d1252e3139bc24bb8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecf623c55d25824492bb4a74a15aca657fc304414b52fa27eea6d8ec7a95eccf

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
    "id": "ecf623c55d25824492bb4a74a15aca657fc304414b52fa27eea6d8ec7a95eccf",
    "metadata": {},
    "name": "useSetDemographicsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a4e8c50fa5b213505bd124cf8f496db";

export default node;
