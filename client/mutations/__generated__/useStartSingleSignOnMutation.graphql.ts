/**
 * @generated SignedSource<<0d22b456db4491e24a70887331c503d1>>
 * @relayHash bda84fd60926ac5ffbfeb2af84cdfe7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 506076cc6300bcf6af3da9bb8be9148ff6a3f32514051aae9c6c964ebed72d14

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
    "id": "506076cc6300bcf6af3da9bb8be9148ff6a3f32514051aae9c6c964ebed72d14",
    "metadata": {},
    "name": "useStartSingleSignOnMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1fdea068dc7278f5878151911eb93455";

export default node;
