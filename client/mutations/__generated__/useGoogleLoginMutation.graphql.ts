/**
 * @generated SignedSource<<69b817cb799bf91eb2b58729f32078bc>>
 * @relayHash 8d6a766ac6e0df1835869e67ea8c0be6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d371a4554c63e49a1f4598393fab335963fd1c699ce765c01e51d547a8e23cdb

import { ConcreteRequest } from 'relay-runtime';
export type SocialSignInStatus = "EXPIRED" | "LOGGED_IN" | "NO_USER" | "%future added value";
export type GoogleLoginInput = {
  idToken: string;
};
export type useGoogleLoginMutation$variables = {
  input: GoogleLoginInput;
};
export type useGoogleLoginMutation$data = {
  readonly googleLogin: {
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
export type useGoogleLoginMutation = {
  response: useGoogleLoginMutation$data;
  variables: useGoogleLoginMutation$variables;
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
    "name": "googleLogin",
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
        "type": "MutationGoogleLoginSuccess",
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
    "name": "useGoogleLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGoogleLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d371a4554c63e49a1f4598393fab335963fd1c699ce765c01e51d547a8e23cdb",
    "metadata": {},
    "name": "useGoogleLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d4b38af9d9322055939f91626567beda";

export default node;
