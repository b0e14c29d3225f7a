/**
 * @generated SignedSource<<bbdc282b8cb2fc4069ecc0e6137a0ad8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useStartSingleSignOnMutation$variables = {
  returnUrl?: string | null | undefined;
};
export type useStartSingleSignOnMutation$data = {
  readonly startSingleSignOn: {
    readonly __typename: string;
    readonly data?: {
      readonly url: string;
    };
    readonly message?: string;
  };
};
export type useStartSingleSignOnMutation = {
  response: useStartSingleSignOnMutation$data;
  variables: useStartSingleSignOnMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "returnUrl"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "returnUrl",
        "variableName": "returnUrl"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startSingleSignOn",
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
            "concreteType": "SingleSignOnHandoff",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationStartSingleSignOnSuccess",
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
    "name": "useStartSingleSignOnMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartSingleSignOnMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bda84fd60926ac5ffbfeb2af84cdfe7f",
    "id": null,
    "metadata": {},
    "name": "useStartSingleSignOnMutation",
    "operationKind": "mutation",
    "text": "mutation useStartSingleSignOnMutation(\n  $returnUrl: String\n) {\n  startSingleSignOn(returnUrl: $returnUrl) {\n    __typename\n    ... on MutationStartSingleSignOnSuccess {\n      data {\n        url\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1fdea068dc7278f5878151911eb93455";

export default node;
