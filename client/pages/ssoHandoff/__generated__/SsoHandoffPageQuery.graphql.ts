/**
 * @generated SignedSource<<b5d8e5ce071671d2b78b6f2fafa9969b>>
 * @relayHash aba73aa828d1a18d7c882e62f2016730
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 422003dbc72ff713c04a193842138813b0a5613b847a0d390825e3e62ffc250e

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
    "id": "422003dbc72ff713c04a193842138813b0a5613b847a0d390825e3e62ffc250e",
    "metadata": {},
    "name": "SsoHandoffPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8e9dac89a413591a8971a48cfcc41bd3";

export default node;
