/**
 * @generated SignedSource<<894b0fab704c2fc43a558ba015313f35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialSignInStatus = "EXPIRED" | "LOGGED_IN" | "NO_USER" | "%future added value";
export type FacebookSignupInput = {
  accessToken: string;
  email?: string | null | undefined;
  externalId?: string | null | undefined;
  username: string;
};
export type useFacebookSignupMutation$variables = {
  input: FacebookSignupInput;
};
export type useFacebookSignupMutation$data = {
  readonly facebookSignup: {
    readonly __typename: string;
    readonly data?: {
      readonly isNewUser: boolean;
      readonly status: SocialSignInStatus;
      readonly viewer: {
        readonly id: string;
        readonly isLoggedIn: boolean;
        readonly karma: number;
        readonly username: string;
      };
    };
    readonly message?: string;
  };
};
export type useFacebookSignupMutation = {
  response: useFacebookSignupMutation$data;
  variables: useFacebookSignupMutation$variables;
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
    "name": "facebookSignup",
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
            "concreteType": "SocialSignInResult",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isNewUser",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
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
            "storageKey": null
          }
        ],
        "type": "MutationFacebookSignupSuccess",
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
    "name": "useFacebookSignupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFacebookSignupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8deccd5eb509a9a83485961758ad18ae",
    "id": null,
    "metadata": {},
    "name": "useFacebookSignupMutation",
    "operationKind": "mutation",
    "text": "mutation useFacebookSignupMutation(\n  $input: FacebookSignupInput!\n) {\n  facebookSignup(input: $input) {\n    __typename\n    ... on MutationFacebookSignupSuccess {\n      data {\n        status\n        isNewUser\n        viewer {\n          id\n          isLoggedIn\n          username\n          karma\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aaf425768c462dcf866940a4f9ac99a8";

export default node;
