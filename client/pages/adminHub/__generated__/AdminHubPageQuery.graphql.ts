/**
 * @generated SignedSource<<6f21602b7b6ab73f316633a0a2335edd>>
 * @relayHash 5af759dc8a7a131cbab2732fc9b4c1c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b3ce2ea3fa5952df9469107f77c0052e8ddac56c6e547fccff54c044ed0fead

import { ConcreteRequest } from 'relay-runtime';
export type AdminHubPageQuery$variables = Record<PropertyKey, never>;
export type AdminHubPageQuery$data = {
  readonly viewer: {
    readonly adminHub: boolean;
    readonly canDeleteContent: boolean;
    readonly canListConvos: boolean;
    readonly isLoggedIn: boolean;
    readonly username: string;
  };
};
export type AdminHubPageQuery = {
  response: AdminHubPageQuery$data;
  variables: AdminHubPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLoggedIn",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adminHub",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canDeleteContent",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canListConvos",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminHubPageQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "AdminHubPageQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    "id": "8b3ce2ea3fa5952df9469107f77c0052e8ddac56c6e547fccff54c044ed0fead",
    "metadata": {},
    "name": "AdminHubPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3705f26e67390bc08718680fd3d52d59";

export default node;
