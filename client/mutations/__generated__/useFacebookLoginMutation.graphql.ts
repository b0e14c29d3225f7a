/**
 * @generated SignedSource<<c51a7ccf79b2888487325a08b3cd79c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialSignInStatus = "EXPIRED" | "LOGGED_IN" | "NO_USER" | "%future added value";
export type FacebookLoginInput = {
  accessToken: string;
  email?: string | null | undefined;
};
export type useFacebookLoginMutation$variables = {
  input: FacebookLoginInput;
};
export type useFacebookLoginMutation$data = {
  readonly facebookLogin: {
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
export type useFacebookLoginMutation = {
  response: useFacebookLoginMutation$data;
  variables: useFacebookLoginMutation$variables;
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
    "name": "facebookLogin",
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
        "type": "MutationFacebookLoginSuccess",
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
    "name": "useFacebookLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFacebookLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d6b9aab15b00229f81d8aa6be06181fc",
    "id": null,
    "metadata": {},
    "name": "useFacebookLoginMutation",
    "operationKind": "mutation",
    "text": "mutation useFacebookLoginMutation(\n  $input: FacebookLoginInput!\n) {\n  facebookLogin(input: $input) {\n    __typename\n    ... on MutationFacebookLoginSuccess {\n      data {\n        status\n        isNewUser\n        viewer {\n          id\n          isLoggedIn\n          username\n          karma\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "86ca1ccb43a7a5fbf92ac6c1181bf8fa";

export default node;
