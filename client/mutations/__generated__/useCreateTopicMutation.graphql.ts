/**
 * @generated SignedSource<<9249317132f8c57a9c67216e135ceff2>>
 * @relayHash 7d86cdcf1ad84d8fa1a584fda9a3dad4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09819130d87517ce3f4890220015756f79171fe8e5522061ae135ac7c4646507

import { ConcreteRequest } from 'relay-runtime';
export type CreateTopicInput = {
  title: string;
};
export type useCreateTopicMutation$variables = {
  input: CreateTopicInput;
};
export type useCreateTopicMutation$data = {
  readonly createTopic: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly slug: string;
      readonly title: string;
    };
    readonly message?: string;
  };
};
export type useCreateTopicMutation = {
  response: useCreateTopicMutation$data;
  variables: useCreateTopicMutation$variables;
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
    "name": "createTopic",
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
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateTopicSuccess",
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
    "name": "useCreateTopicMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateTopicMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "09819130d87517ce3f4890220015756f79171fe8e5522061ae135ac7c4646507",
    "metadata": {},
    "name": "useCreateTopicMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00d89d7ce0045cc72396fd439fef0f3f";

export default node;
