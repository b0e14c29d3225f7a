/**
 * @generated SignedSource<<0a5f38eff1c104b3bd85b7d28ce896fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "0596790d0b96906defcd3cb3a07c983f",
    "id": null,
    "metadata": {},
    "name": "useRequestSignupCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestSignupCodeMutation(\n  $input: RequestSignupCodeInput!\n) {\n  requestSignupCode(input: $input) {\n    __typename\n    ... on MutationRequestSignupCodeSuccess {\n      data\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "811fc58de9eddbf9ada264363839ee73";

export default node;
