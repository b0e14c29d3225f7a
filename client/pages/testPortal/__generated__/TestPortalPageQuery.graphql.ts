/**
 * @generated SignedSource<<a3f874be3a2b45294f4ebf0a1c904876>>
 * @relayHash 59ba1e3a74a6583208a91b0f647d7d88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 251db5633158d784d75ac144d8636c9d40dbc7e0ff86aa7f8428722c695da8f2

import { ConcreteRequest } from 'relay-runtime';
export type PaymentsMode = "STRIPE" | "TEST" | "%future added value";
export type TestPortalPageQuery$variables = Record<PropertyKey, never>;
export type TestPortalPageQuery$data = {
  readonly paymentsConfig: {
    readonly currency: string;
    readonly mode: PaymentsMode;
    readonly premiumInterval: string;
    readonly premiumUnitAmount: number | null | undefined;
  };
  readonly viewer: {
    readonly billing: {
      readonly cancelAtPeriodEnd: boolean;
      readonly currentPeriodEnd: string | null | undefined;
      readonly plan: string | null | undefined;
      readonly status: string;
    } | null | undefined;
    readonly isLoggedIn: boolean;
  };
};
export type TestPortalPageQuery = {
  response: TestPortalPageQuery$data;
  variables: TestPortalPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentsConfig",
  "kind": "LinkedField",
  "name": "paymentsConfig",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "premiumUnitAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "premiumInterval",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLoggedIn",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Billing",
  "kind": "LinkedField",
  "name": "billing",
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
      "name": "plan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentPeriodEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelAtPeriodEnd",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestPortalPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
    "name": "TestPortalPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
    "id": "251db5633158d784d75ac144d8636c9d40dbc7e0ff86aa7f8428722c695da8f2",
    "metadata": {},
    "name": "TestPortalPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a7977a4e7b8430d4a6f09315aa0837d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
