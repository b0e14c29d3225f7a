/**
 * @generated SignedSource<<00529a6bd703a10f5379a568662ca4c9>>
 * @relayHash 77c2f6d6145366f99cca2f8c1fa462bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7a28c728731dbbccb019e244f3f4b5324136c1abc3e5a8ecaae94f8e6a8ac89

import { ConcreteRequest } from 'relay-runtime';
export type CommentReportReason = "UNCIVIL" | "UNPRODUCTIVE" | "%future added value";
export type ReportCommentInput = {
  commentId: string;
  reason: CommentReportReason;
};
export type useReportCommentMutation$variables = {
  input: ReportCommentInput;
};
export type useReportCommentMutation$data = {
  readonly reportComment: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useReportCommentMutation = {
  response: useReportCommentMutation$data;
  variables: useReportCommentMutation$variables;
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
    "name": "reportComment",
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
            "concreteType": "Comment",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationReportCommentSuccess",
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
    "name": "useReportCommentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportCommentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f7a28c728731dbbccb019e244f3f4b5324136c1abc3e5a8ecaae94f8e6a8ac89",
    "metadata": {},
    "name": "useReportCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac85cf8a2b7de595038284519b5676e1";

export default node;
