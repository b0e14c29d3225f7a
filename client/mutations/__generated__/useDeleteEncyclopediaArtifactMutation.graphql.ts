/**
 * @generated SignedSource<<c7abc4c0ea9c8d6d02a9f8d734e804b3>>
 * @relayHash 0d55966e41d3ffc57b7e67323e7ca501
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 500c681122176205f2ef5a8e17d561d1d190369c392f7ff9a1b65379eba741cc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EncyclopediaArtifactType = "ARG" | "CONVO" | "PERSON" | "POS" | "REQ" | "TAG" | "%future added value";
export type EncyclopediaArtifactInput = {
  artifactId: number;
  artifactType: EncyclopediaArtifactType;
};
export type useDeleteEncyclopediaArtifactMutation$variables = {
  input: EncyclopediaArtifactInput;
};
export type useDeleteEncyclopediaArtifactMutation$data = {
  readonly deleteEncyclopediaArtifact: {
    readonly __typename: string;
    readonly data?: {
      readonly databaseId: number;
      readonly url: string;
    };
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"useEncyclopediaWrite_refusal">;
    } | null | undefined;
  };
};
export type useDeleteEncyclopediaArtifactMutation = {
  response: useDeleteEncyclopediaArtifactMutation$data;
  variables: useDeleteEncyclopediaArtifactMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldError",
    "kind": "LinkedField",
    "name": "fieldErrors",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v3/*:: as any*/),
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v3/*:: as any*/),
    "type": "InputValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fieldName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currentText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "latestRevisionId",
        "storageKey": null
      }
    ],
    "type": "EditConflictError",
    "abstractKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteEncyclopediaArtifactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteEncyclopediaArtifact",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useEncyclopediaWrite_refusal",
                  "selections": (v4/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "refusal"
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Revision",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeleteEncyclopediaArtifactSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteEncyclopediaArtifactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteEncyclopediaArtifact",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Revision",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeleteEncyclopediaArtifactSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "500c681122176205f2ef5a8e17d561d1d190369c392f7ff9a1b65379eba741cc",
    "metadata": {},
    "name": "useDeleteEncyclopediaArtifactMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7cf2393cf613edf18305eeb6b4e0c2ba";

export default node;
