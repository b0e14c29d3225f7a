/**
 * @generated SignedSource<<92cedc73ac89b9e1b0575b4374f87cbf>>
 * @relayHash a1ded8828b7cf1a1ac3a864221d824e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a8aaa14dd2244b5c5bd68ed7fdc316a820d52f35d6ad395ee074a82248213db

import { ConcreteRequest } from 'relay-runtime';
export type AnswerQuizInput = {
  opinionId: string;
  rating: number;
  slug: string;
};
export type useAnswerQuizMutation$variables = {
  input: AnswerQuizInput;
};
export type useAnswerQuizMutation$data = {
  readonly answerQuiz: {
    readonly __typename: string;
    readonly data?: {
      readonly opinion: {
        readonly id: string;
        readonly viewerRating: number | null | undefined;
      };
    };
    readonly message?: string;
  };
};
export type useAnswerQuizMutation = {
  response: useAnswerQuizMutation$data;
  variables: useAnswerQuizMutation$variables;
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
    "name": "answerQuiz",
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
            "concreteType": "QuizAnswer",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Opinion",
                "kind": "LinkedField",
                "name": "opinion",
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
                    "name": "viewerRating",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAnswerQuizSuccess",
        "abstractKey": null
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
    "name": "useAnswerQuizMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerQuizMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4a8aaa14dd2244b5c5bd68ed7fdc316a820d52f35d6ad395ee074a82248213db",
    "metadata": {},
    "name": "useAnswerQuizMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2b26f52c9465eafc5b5261411b6bbf09";

export default node;
