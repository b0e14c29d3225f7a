/**
 * @generated SignedSource<<955c3d32247961073313530f7c978809>>
 * @relayHash 94f839fb64a593ecbb48947eafc783ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c27d009c651b4885875b30af339b0057b35a5a829a4078247522cd4cd75c0794

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EncyclopediaArtifactType = "ARG" | "CONVO" | "PERSON" | "POS" | "REQ" | "TAG" | "%future added value";
export type EncyclopediaArtifactInput = {
  artifactId: number;
  artifactType: EncyclopediaArtifactType;
};
export type useFollowArtifactMutation$variables = {
  following: boolean;
  input: EncyclopediaArtifactInput;
};
export type useFollowArtifactMutation$data = {
  readonly followArtifact: {
    readonly __typename: string;
    readonly data?: {
      readonly artifactId: number;
      readonly artifactType: EncyclopediaArtifactType;
      readonly following: boolean;
    };
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"useEncyclopediaWrite_refusal">;
    } | null | undefined;
  };
};
export type useFollowArtifactMutation = {
  response: useFollowArtifactMutation$data;
  variables: useFollowArtifactMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "following"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "following",
    "variableName": "following"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = [
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
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v4/*:: as any*/),
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v4/*:: as any*/),
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
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ArtifactFollowState",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "artifactType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "artifactId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "following",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationFollowArtifactSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFollowArtifactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "followArtifact",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useEncyclopediaWrite_refusal",
                  "selections": (v5/*:: as any*/),
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
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useFollowArtifactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "followArtifact",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c27d009c651b4885875b30af339b0057b35a5a829a4078247522cd4cd75c0794",
    "metadata": {},
    "name": "useFollowArtifactMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f77425c5401831f10db1d357a5902244";

export default node;
