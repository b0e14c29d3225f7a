/**
 * @generated SignedSource<<187fb9cc0dc85c009c181e81956d3257>>
 * @relayHash e0662cb49c60b1713cae37ff557c8579
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e5c73e888f981da6efabaff5d2ab87f1a21a79066416ed7af109df998edc0f7

import { ConcreteRequest } from 'relay-runtime';
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
    readonly fieldErrors?: ReadonlyArray<{
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
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
    "name": "decideReportedComment",
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
        "type": "ValidationError",
        "abstractKey": null
      },
      {
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
    "name": "useAdminHubMutationsDecideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminHubMutationsDecideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5e5c73e888f981da6efabaff5d2ab87f1a21a79066416ed7af109df998edc0f7",
    "metadata": {},
    "name": "useAdminHubMutationsDecideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ddd8d87ff5164e876a2857a7a08853c3";

export default node;
