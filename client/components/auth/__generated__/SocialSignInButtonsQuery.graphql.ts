/**
 * @generated SignedSource<<1772ccc1e215804937f2632624f6d167>>
 * @relayHash acb13ab23dee7b0409b94ad722ef8d88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cd4c42f171383b46cf233143341751cee95058186bb9089c9d49c3405527164

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
    "id": "8cd4c42f171383b46cf233143341751cee95058186bb9089c9d49c3405527164",
    "metadata": {},
    "name": "SocialSignInButtonsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7b2b2ca2fe4acc7968778862f9779b3d";

export default node;
