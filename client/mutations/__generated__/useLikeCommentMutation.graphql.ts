/**
 * @generated SignedSource<<b49563ee9442b43c7192de61356a4701>>
 * @relayHash 2ac86ce8480ef0c03e926bbd5ae978f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0adfca9f06e37d67dce533ca8183f88d1d69e8fa92bfd5e5ae633d0bbca0661

import { ConcreteRequest } from 'relay-runtime';
export type LikeCommentInput = {
  commentId: string;
  liked: boolean;
};
export type useLikeCommentMutation$variables = {
  input: LikeCommentInput;
};
export type useLikeCommentMutation$data = {
  readonly likeComment: {
    readonly __typename: "AuthError";
    readonly message: string;
  } | {
    readonly __typename: "GoneError";
    readonly message: string;
  } | {
    readonly __typename: "InputValidationError";
    readonly message: string;
  } | {
    readonly __typename: "MutationLikeCommentSuccess";
    readonly data: {
      readonly id: string;
      readonly likeNum: number;
      readonly likedByMe: boolean;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useLikeCommentMutation = {
  response: useLikeCommentMutation$data;
  variables: useLikeCommentMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
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
    "name": "likeComment",
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
        "selections": (v1/*:: as any*/),
        "type": "AuthError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "GoneError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "InputValidationError",
        "abstractKey": null
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "likeNum",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "likedByMe",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationLikeCommentSuccess",
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
    "name": "useLikeCommentMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikeCommentMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e0adfca9f06e37d67dce533ca8183f88d1d69e8fa92bfd5e5ae633d0bbca0661",
    "metadata": {},
    "name": "useLikeCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "126ad80383b9e2bd4f8d7dd41740da02";

export default node;
