/**
 * @generated SignedSource<<11283b0ed5f411cb93cb5a2db72d5d79>>
 * @relayHash 939a3ac54c0a996b3da716725f225758
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e4a758560a8ab1e68ede4fb53f3534cba741806cae5cffa099c3725105ccd98

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditEncyclopediaTagInput = {
  baseRevisionId: number;
  description?: string | null | undefined;
  tagId: number;
  title?: string | null | undefined;
};
export type useEditEncyclopediaTagMutation$variables = {
  input: EditEncyclopediaTagInput;
};
export type useEditEncyclopediaTagMutation$data = {
  readonly editEncyclopediaTag: {
    readonly __typename: string;
    readonly data?: {
      readonly databaseId: number;
      readonly description: string;
      readonly id: string;
      readonly latestRevisionId: number | null | undefined;
      readonly slug: string;
      readonly title: string;
    };
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"useEncyclopediaWrite_refusal">;
    } | null | undefined;
  };
};
export type useEditEncyclopediaTagMutation = {
  response: useEditEncyclopediaTagMutation$data;
  variables: useEditEncyclopediaTagMutation$variables;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latestRevisionId",
  "storageKey": null
},
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
      (v4/*:: as any*/)
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
      "concreteType": "Tag",
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
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "MutationEditEncyclopediaTagSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditEncyclopediaTagMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editEncyclopediaTag",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEditEncyclopediaTagMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editEncyclopediaTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "id": "5e4a758560a8ab1e68ede4fb53f3534cba741806cae5cffa099c3725105ccd98",
    "metadata": {},
    "name": "useEditEncyclopediaTagMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "174c1a117ad7032c7b3f3b8fd261503d";

export default node;
