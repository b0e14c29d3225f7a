/**
 * @generated SignedSource<<1d0c5c1d920514ae27b890ef15339ba7>>
 * @relayHash 0cb29576cac36a3ab804aa7e6b599e5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5da5077840c43031bb57b69f7b38ddccdf506f74a19b9cfa220baf1ec6e35a2e

import { ConcreteRequest } from 'relay-runtime';
export type VerifySignupCodeInput = {
  code: string;
  email: string;
};
export type useVerifySignupCodeMutation$variables = {
  input: VerifySignupCodeInput;
};
export type useVerifySignupCodeMutation$data = {
  readonly verifySignupCode: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly isLoggedIn: boolean;
      readonly karma: number;
      readonly username: string;
    };
    readonly message?: string;
  };
};
export type useVerifySignupCodeMutation = {
  response: useVerifySignupCodeMutation$data;
  variables: useVerifySignupCodeMutation$variables;
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
    "name": "verifySignupCode",
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
            "concreteType": "Viewer",
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
                "name": "isLoggedIn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "karma",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationVerifySignupCodeSuccess",
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
    "name": "useVerifySignupCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifySignupCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5da5077840c43031bb57b69f7b38ddccdf506f74a19b9cfa220baf1ec6e35a2e",
    "metadata": {},
    "name": "useVerifySignupCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bb6d4a89719ee9bd2c0e62188a4bdef9";

export default node;
