/**
 * @generated SignedSource<<5747b7d89697f3cb709827487c6975e0>>
 * @relayHash 8ce56a99792bcaf1fba3e4360cf93ff8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4992a2a8f303c6227397f585b3070d4dc412488efeae13ab81fe889aad92557a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ModerationDecision = "DELETE" | "DISMISS" | "%future added value";
export type DecideReportedCommentInput = {
  commentId: string;
  decision: ModerationDecision;
  note?: string | null | undefined;
};
export type useAdminHubMutationsDecideMutation$variables = {
  input: DecideReportedCommentInput;
};
export type useAdminHubMutationsDecideMutation$data = {
  readonly decideReportedComment: {
    readonly __typename: string;
    readonly data?: {
      readonly decision: ModerationDecision;
      readonly reports: number;
    };
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"useAdminHubMutations_refusal">;
    } | null | undefined;
  };
};
export type useAdminHubMutationsDecideMutation = {
  response: useAdminHubMutationsDecideMutation$data;
  variables: useAdminHubMutationsDecideMutation$variables;
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
      },
      (v3/*:: as any*/)
    ],
    "storageKey": null
  }
],
v5 = [
  (v3/*:: as any*/),
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
  }
],
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationOutcome",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decision",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reports",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationDecideReportedCommentSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminHubMutationsDecideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideReportedComment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "useAdminHubMutations_refusal",
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
    "name": "useAdminHubMutationsDecideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideReportedComment",
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
    "id": "4992a2a8f303c6227397f585b3070d4dc412488efeae13ab81fe889aad92557a",
    "metadata": {},
    "name": "useAdminHubMutationsDecideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f9a817095eb8967d5d2a4493ed046c7";

export default node;
