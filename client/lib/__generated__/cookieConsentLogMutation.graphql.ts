/**
 * @generated SignedSource<<0810736e2648f8ff21317c62c0a5c242>>
 * @relayHash 4baf08e3ddba52bbc340209ea58f3e9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb9715dd5f9d61f1f2a3d63eec1fbdfe9e758b9f4e4dcd5f2ada21e925bdfdc5

import { ConcreteRequest } from 'relay-runtime';
export type CookieChoiceInput = {
  accepted?: boolean | null | undefined;
  level?: number | null | undefined;
  loadThirdParty: boolean;
  url: string;
  version: string;
};
export type cookieConsentLogMutation$variables = {
  input: CookieChoiceInput;
};
export type cookieConsentLogMutation$data = {
  readonly logCookieChoice: {
    readonly __typename: string;
  };
};
export type cookieConsentLogMutation = {
  response: cookieConsentLogMutation$data;
  variables: cookieConsentLogMutation$variables;
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
    "name": "logCookieChoice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "cookieConsentLogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "cookieConsentLogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eb9715dd5f9d61f1f2a3d63eec1fbdfe9e758b9f4e4dcd5f2ada21e925bdfdc5",
    "metadata": {},
    "name": "cookieConsentLogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd36b7badf848a2b6acb8553cdaee134";

export default node;
