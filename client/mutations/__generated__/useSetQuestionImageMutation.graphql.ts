/**
 * @generated SignedSource<<067521cd5a8cd6a3f69fbc8baf638186>>
 * @relayHash d9c3b6aed162a4360a78c916b99014ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5461f2ee39dfa2dcc8bc5a1bb4905d45e9e814850a5f11ee335718113e22c481

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetEncyclopediaImageInput = {
  baseRevisionId: number;
  id: number;
  imageBase64?: string | null | undefined;
};
export type useSetQuestionImageMutation$variables = {
  input: SetEncyclopediaImageInput;
};
export type useSetQuestionImageMutation$data = {
  readonly setQuestionImage: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly imageHeight: number | null | undefined;
      readonly imageSrcSet: string;
      readonly imageUrl: string | null | undefined;
      readonly imageWidth: number | null | undefined;
      readonly latestRevisionId: number | null | undefined;
    };
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"encyclopediaMutation_refusal">;
    } | null | undefined;
  };
};
export type useSetQuestionImageMutation = {
  response: useSetQuestionImageMutation$data;
  variables: useSetQuestionImageMutation$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latestRevisionId",
  "storageKey": null
},
v5 = {
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
},
v6 = [
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
v7 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "InputValidationError",
  "abstractKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
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
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageSrcSet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageWidth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageHeight",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "MutationSetQuestionImageSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetQuestionImageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setQuestionImage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "encyclopediaMutation_refusal",
                  "selections": [
                    (v2/*:: as any*/),
                    (v3/*:: as any*/),
                    (v5/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/)
                  ],
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
          (v9/*:: as any*/)
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
    "name": "useSetQuestionImageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setQuestionImage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5461f2ee39dfa2dcc8bc5a1bb4905d45e9e814850a5f11ee335718113e22c481",
    "metadata": {},
    "name": "useSetQuestionImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6413917d9477d740de409322b15d2f09";

export default node;
