/**
 * @generated SignedSource<<3fb6bc05af26b42e422ab59c65b2943c>>
 * @relayHash a90fbce78e35176a8f4748b50274b924
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd25f24cca30431d261bc8f3ecef2f1920a0ecf0be4848b13b5c1171cd77f090

import { ConcreteRequest } from 'relay-runtime';
export type CreateOpinionFromSuggestionInput = {
  link?: string | null | undefined;
  suggestionId: string;
  tidbit?: string | null | undefined;
  title: string;
  topicIds: ReadonlyArray<string>;
};
export type useOpinionFormMutationsFromSuggestionMutation$variables = {
  input: CreateOpinionFromSuggestionInput;
};
export type useOpinionFormMutationsFromSuggestionMutation$data = {
  readonly createOpinionFromSuggestion: {
    readonly __typename: string;
    readonly data?: {
      readonly databaseId: number;
      readonly id: string;
      readonly slug: string;
      readonly title: string;
    };
    readonly message?: string;
  };
};
export type useOpinionFormMutationsFromSuggestionMutation = {
  response: useOpinionFormMutationsFromSuggestionMutation$data;
  variables: useOpinionFormMutationsFromSuggestionMutation$variables;
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
    "name": "createOpinionFromSuggestion",
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
                "name": "databaseId",
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
        "type": "MutationCreateOpinionFromSuggestionSuccess",
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
    "name": "useOpinionFormMutationsFromSuggestionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOpinionFormMutationsFromSuggestionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fd25f24cca30431d261bc8f3ecef2f1920a0ecf0be4848b13b5c1171cd77f090",
    "metadata": {},
    "name": "useOpinionFormMutationsFromSuggestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "62abd83ea28f9db49c024da5edd5c286";

export default node;
