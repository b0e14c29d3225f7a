/**
 * @generated SignedSource<<9f2075c5b06c2233a25a1abdb258ca7a>>
 * @relayHash 81d34784dca3e0e4e97988fd91bca355
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 024813d2347a2892024456542dbff8dcccf791a539af83508eb06b8a317eadf7

import { ConcreteRequest } from 'relay-runtime';
export type AdminHubPageQuery$variables = Record<PropertyKey, never>;
export type AdminHubPageQuery$data = {
  readonly viewer: {
    readonly adminHub: boolean;
    readonly canDeleteContent: boolean;
    readonly canListConvos: boolean;
    readonly isLoggedIn: boolean;
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
  "name": "canDeleteContent",
  "storageKey": null
},
v3 = {
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
          (v3/*:: as any*/)
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
    "id": "024813d2347a2892024456542dbff8dcccf791a539af83508eb06b8a317eadf7",
    "metadata": {},
    "name": "AdminHubPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6dcac7f9ede256cfe36b9b15b917b189";

export default node;
