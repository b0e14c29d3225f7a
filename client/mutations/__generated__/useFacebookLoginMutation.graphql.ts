/**
 * @generated SignedSource<<4ff018431c50880dd2d0a6629ce420cb>>
 * @relayHash d6b9aab15b00229f81d8aa6be06181fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fea1ebf6ef76cd2c2a64381beb2b74e5932dc4595fbc018686f0b3b15816b9e5

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
    "id": "fea1ebf6ef76cd2c2a64381beb2b74e5932dc4595fbc018686f0b3b15816b9e5",
    "metadata": {},
    "name": "useFacebookLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "86ca1ccb43a7a5fbf92ac6c1181bf8fa";

export default node;
