/**
 * @generated SignedSource<<2d610f4db83266dce75ab2647f98b2f4>>
 * @relayHash 8deccd5eb509a9a83485961758ad18ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0b2b160157545e05e3e5613667963ab464df98e75e7b0279a9c62773e2e36d5

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
    "id": "a0b2b160157545e05e3e5613667963ab464df98e75e7b0279a9c62773e2e36d5",
    "metadata": {},
    "name": "useFacebookSignupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aaf425768c462dcf866940a4f9ac99a8";

export default node;
