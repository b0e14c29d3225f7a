/**
 * @generated SignedSource<<52bda5242726c15beea9e7327ed38dba>>
 * @relayHash 20bf7cd95c4d07c1ed9adb66b5385e3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9e63990adcf75a957f880de5ba0520713d348aaa7ceae151b1303857194bb8b

import { ConcreteRequest } from 'relay-runtime';
export type CastVoteInput = {
  opinionId: string;
  rating: number;
};
export type useCastVoteMutation$variables = {
  input: CastVoteInput;
};
export type useCastVoteMutation$data = {
  readonly castVote: {
    readonly __typename: "AuthError";
    readonly message: string;
  } | {
    readonly __typename: "GoneError";
    readonly message: string;
  } | {
    readonly __typename: "InputValidationError";
    readonly message: string;
  } | {
    readonly __typename: "MutationCastVoteSuccess";
    readonly data: {
      readonly id: string;
      readonly numVotes: number;
      readonly viewerRating: number | null | undefined;
      readonly voteTally: {
        readonly counts: ReadonlyArray<number>;
        readonly id: string;
        readonly numVotes: number;
        readonly percentages: ReadonlyArray<number>;
      };
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
export type useCastVoteMutation = {
  response: useCastVoteMutation$data;
  variables: useCastVoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "numVotes",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v4 = [
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
    "name": "castVote",
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
            "concreteType": "Opinion",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerRating",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VoteTally",
                "kind": "LinkedField",
                "name": "voteTally",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "counts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "percentages",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCastVoteSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "AuthError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "GoneError",
        "abstractKey": null
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
    "name": "useCastVoteMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCastVoteMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "d9e63990adcf75a957f880de5ba0520713d348aaa7ceae151b1303857194bb8b",
    "metadata": {},
    "name": "useCastVoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3031064779fb87ad6e0b9c80fb7ebced";

export default node;
