/**
 * @generated SignedSource<<f28fe973f2901f96bd979d3f10611669>>
 * @relayHash 0596790d0b96906defcd3cb3a07c983f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 230f0adf5d93f054f6f47ebbeec21ace1f28f8aa21abfb6508edfa31a26c9ace

import { ConcreteRequest } from 'relay-runtime';
export type RequestSignupCodeInput = {
  email: string;
  externalId?: string | null | undefined;
  password: string;
  username: string;
};
export type useRequestSignupCodeMutation$variables = {
  input: RequestSignupCodeInput;
};
export type useRequestSignupCodeMutation$data = {
  readonly requestSignupCode: {
    readonly __typename: string;
    readonly data?: boolean;
    readonly message?: string;
  };
};
export type useRequestSignupCodeMutation = {
  response: useRequestSignupCodeMutation$data;
  variables: useRequestSignupCodeMutation$variables;
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
    "name": "requestSignupCode",
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
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "MutationRequestSignupCodeSuccess",
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
    "name": "useRequestSignupCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestSignupCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "230f0adf5d93f054f6f47ebbeec21ace1f28f8aa21abfb6508edfa31a26c9ace",
    "metadata": {},
    "name": "useRequestSignupCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "811fc58de9eddbf9ada264363839ee73";

export default node;
