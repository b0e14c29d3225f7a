/**
 * @generated SignedSource<<bc7de85868a8e74d7aec1d319be86e56>>
 * @relayHash 4db50f484fd426d4fd566239ec39d412
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b9974ccf131227abef6f1dabf31d7bec0d7c0036d599a9abb7bef737225a2a0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetEncyclopediaImageInput = {
  baseRevisionId: number;
  id: number;
  imageBase64?: string | null | undefined;
};
export type useSetQuestionRequestImageMutation$variables = {
  input: SetEncyclopediaImageInput;
};
export type useSetQuestionRequestImageMutation$data = {
  readonly setQuestionRequestImage: {
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
export type useSetQuestionRequestImageMutation = {
  response: useSetQuestionRequestImageMutation$data;
  variables: useSetQuestionRequestImageMutation$variables;
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
      "concreteType": "QuestionRequest",
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
  "type": "MutationSetQuestionRequestImageSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetQuestionRequestImageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setQuestionRequestImage",
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
    "name": "useSetQuestionRequestImageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setQuestionRequestImage",
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
    "id": "4b9974ccf131227abef6f1dabf31d7bec0d7c0036d599a9abb7bef737225a2a0",
    "metadata": {},
    "name": "useSetQuestionRequestImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e63310d2165a0fcd6d15e194f8b51af8";

export default node;
