/**
 * @generated SignedSource<<8d1f15940fdd8891f67e74115a766948>>
 * @relayHash a70fe56351d60aa15a2e6beb206229f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5958d71890c42d07db8e8ae75dedd174d0f9e50fb0d132f5e4a98f9d74f2ec2

import { ConcreteRequest } from 'relay-runtime';
export type PaymentsMode = "STRIPE" | "TEST" | "%future added value";
export type BillingPageQuery$variables = Record<PropertyKey, never>;
export type BillingPageQuery$data = {
  readonly paymentsConfig: {
    readonly currency: string;
    readonly ebookUnitAmount: number;
    readonly mode: PaymentsMode;
    readonly premiumInterval: string;
    readonly premiumUnitAmount: number | null | undefined;
  };
  readonly viewer: {
    readonly billing: {
      readonly canManage: boolean;
      readonly cancelAtPeriodEnd: boolean;
      readonly currentPeriodEnd: string | null | undefined;
      readonly ebookPurchased: boolean;
      readonly manualDownloadUrl: string | null | undefined;
      readonly plan: string | null | undefined;
      readonly purchases: ReadonlyArray<{
        readonly amount: number;
        readonly completedAt: string | null | undefined;
        readonly currency: string;
        readonly kind: string;
        readonly status: string;
      }>;
      readonly status: string;
    } | null | undefined;
    readonly isLoggedIn: boolean;
  };
};
export type BillingPageQuery = {
  response: BillingPageQuery$data;
  variables: BillingPageQuery$variables;
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
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Billing",
  "kind": "LinkedField",
  "name": "billing",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canManage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ebookPurchased",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manualDownloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PurchaseReceipt",
      "kind": "LinkedField",
      "name": "purchases",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
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
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ebookUnitAmount",
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BillingPageQuery",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingPageQuery",
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
      },
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "id": "a5958d71890c42d07db8e8ae75dedd174d0f9e50fb0d132f5e4a98f9d74f2ec2",
    "metadata": {},
    "name": "BillingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6ea3c081f41281d09f1d0499480bfc4c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
