/**
 * @generated SignedSource<<84a2c0c25e9b836a68b7bde5f3f9ef45>>
 * @relayHash ad568e37e3ae8ba481438ed83613e824
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f956393dcd32214097fe04b4db30a47dd864bbbe7a9f0d300d3c53c7c872de72

import { ConcreteRequest } from 'relay-runtime';
export type CreateOpinionInput = {
  link?: string | null | undefined;
  tidbit?: string | null | undefined;
  title: string;
  topicIds: ReadonlyArray<string>;
};
export type useOpinionFormMutationsCreateMutation$variables = {
  input: CreateOpinionInput;
};
export type useOpinionFormMutationsCreateMutation$data = {
  readonly createOpinion: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly slug: string;
    };
    readonly message?: string;
  };
};
export type useOpinionFormMutationsCreateMutation = {
  response: useOpinionFormMutationsCreateMutation$data;
  variables: useOpinionFormMutationsCreateMutation$variables;
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
    "name": "createOpinion",
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
                "name": "slug",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateOpinionSuccess",
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
    "name": "useOpinionFormMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOpinionFormMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f956393dcd32214097fe04b4db30a47dd864bbbe7a9f0d300d3c53c7c872de72",
    "metadata": {},
    "name": "useOpinionFormMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c33310c6c27fd12defd8578baf5d79cf";

export default node;
