/**
 * @generated SignedSource<<de2bad2b34f308149bda65e75c53cd4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SsoHandoffPageQuery$variables = Record<PropertyKey, never>;
export type SsoHandoffPageQuery$data = {
  readonly viewer: {
    readonly isLoggedIn: boolean;
  };
};
export type SsoHandoffPageQuery = {
  response: SsoHandoffPageQuery$data;
  variables: SsoHandoffPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLoggedIn",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SsoHandoffPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SsoHandoffPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aba73aa828d1a18d7c882e62f2016730",
    "id": null,
    "metadata": {},
    "name": "SsoHandoffPageQuery",
    "operationKind": "query",
    "text": "query SsoHandoffPageQuery {\n  viewer {\n    isLoggedIn\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e9dac89a413591a8971a48cfcc41bd3";

export default node;
