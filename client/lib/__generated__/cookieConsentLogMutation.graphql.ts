/**
 * @generated SignedSource<<7df7349a9dd01c4594fe538b18eeb6a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "4baf08e3ddba52bbc340209ea58f3e9d",
    "id": null,
    "metadata": {},
    "name": "cookieConsentLogMutation",
    "operationKind": "mutation",
    "text": "mutation cookieConsentLogMutation(\n  $input: CookieChoiceInput!\n) {\n  logCookieChoice(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd36b7badf848a2b6acb8553cdaee134";

export default node;
