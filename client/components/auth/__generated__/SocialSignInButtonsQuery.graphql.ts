/**
 * @generated SignedSource<<9934538b3b3aacb068e521cf7d102bdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialSignInButtonsQuery$variables = Record<PropertyKey, never>;
export type SocialSignInButtonsQuery$data = {
  readonly socialSignInSettings: {
    readonly facebookAppId: string | null | undefined;
    readonly googleClientId: string | null | undefined;
    readonly standInUrl: string | null | undefined;
  };
};
export type SocialSignInButtonsQuery = {
  response: SocialSignInButtonsQuery$data;
  variables: SocialSignInButtonsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SocialSignInSettings",
    "kind": "LinkedField",
    "name": "socialSignInSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "googleClientId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "facebookAppId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "standInUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SocialSignInButtonsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SocialSignInButtonsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "acb13ab23dee7b0409b94ad722ef8d88",
    "id": null,
    "metadata": {},
    "name": "SocialSignInButtonsQuery",
    "operationKind": "query",
    "text": "query SocialSignInButtonsQuery {\n  socialSignInSettings {\n    googleClientId\n    facebookAppId\n    standInUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b2b2ca2fe4acc7968778862f9779b3d";

export default node;
