/**
 * @generated SignedSource<<71f90e79dbddc1cce69883a9e18cc1fc>>
 * @relayHash 496550df8acf07cf195cf9b029ad18f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9344f1d9a1ce470f30bc779e67bb92c3d655601d377c8bd6e62442a0e193424

import { ConcreteRequest } from 'relay-runtime';
export type FollowTopicInput = {
  following: boolean;
  topicId: string;
};
export type useFollowTopicMutation$variables = {
  input: FollowTopicInput;
};
export type useFollowTopicMutation$data = {
  readonly followTopic: {
    readonly __typename: "AuthError";
    readonly message: string;
  } | {
    readonly __typename: "InputValidationError";
    readonly message: string;
  } | {
    readonly __typename: "MutationFollowTopicSuccess";
    readonly data: {
      readonly id: string;
      readonly numFollowers: number;
      readonly viewerFollows: boolean;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "RateLimitError";
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
export type useFollowTopicMutation = {
  response: useFollowTopicMutation$data;
  variables: useFollowTopicMutation$variables;
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
    "name": "followTopic",
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
            "concreteType": "Topic",
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
                "name": "viewerFollows",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "numFollowers",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationFollowTopicSuccess",
        "abstractKey": null
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
        "selections": (v1/*:: as any*/),
        "type": "RateLimitError",
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
    "name": "useFollowTopicMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFollowTopicMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e9344f1d9a1ce470f30bc779e67bb92c3d655601d377c8bd6e62442a0e193424",
    "metadata": {},
    "name": "useFollowTopicMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6cd55a0e40141726e2d9da29e922298c";

export default node;
