/**
 * @generated SignedSource<<c0ca847eec1cdb32668398e8ea2c48e5>>
 * @relayHash 52baa74d27ac567ff58577629a8f816b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1783059b25add6ccffb3a09516807385bb11af31e7e1611a6514015b4e510b6e

import { ConcreteRequest } from 'relay-runtime';
export type EditOpinionInput = {
  link?: string | null | undefined;
  opinionId: string;
  tidbit?: string | null | undefined;
  title: string;
  topicIds: ReadonlyArray<string>;
};
export type useOpinionFormMutationsEditMutation$variables = {
  input: EditOpinionInput;
};
export type useOpinionFormMutationsEditMutation$data = {
  readonly editOpinion: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly slug: string;
      readonly title: string;
      readonly topics: ReadonlyArray<{
        readonly id: string;
        readonly slug: string;
        readonly title: string;
      }>;
    };
    readonly message?: string;
  };
};
export type useOpinionFormMutationsEditMutation = {
  response: useOpinionFormMutationsEditMutation$data;
  variables: useOpinionFormMutationsEditMutation$variables;
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
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
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
    "name": "editOpinion",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "topics",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationEditOpinionSuccess",
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
    "name": "useOpinionFormMutationsEditMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOpinionFormMutationsEditMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "1783059b25add6ccffb3a09516807385bb11af31e7e1611a6514015b4e510b6e",
    "metadata": {},
    "name": "useOpinionFormMutationsEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a0b4f6e369f8bed89cf98413e9e9163b";

export default node;
