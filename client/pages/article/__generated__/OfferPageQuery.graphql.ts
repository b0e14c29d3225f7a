/**
 * @generated SignedSource<<f1d62f26b771219ce468dd3ac50b34a8>>
 * @relayHash 3bf564912b45190574db4e3f8d26d346
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1947bc58ef1f33ebde336df62bc8671551afe1d0fe47393af8d61a260b101ea5

import { ConcreteRequest } from 'relay-runtime';
export type PaymentsMode = "STRIPE" | "TEST" | "%future added value";
export type OfferPageQuery$variables = Record<PropertyKey, never>;
export type OfferPageQuery$data = {
  readonly paymentsConfig: {
    readonly currency: string;
    readonly ebookUnitAmount: number;
    readonly mode: PaymentsMode;
    readonly premiumInterval: string;
    readonly premiumUnitAmount: number | null | undefined;
  };
  readonly viewer: {
    readonly billing: {
      readonly manualDownloadUrl: string | null | undefined;
      readonly status: string;
    } | null | undefined;
    readonly isLoggedIn: boolean;
  };
};
export type OfferPageQuery = {
  response: OfferPageQuery$data;
  variables: OfferPageQuery$variables;
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
      "name": "manualDownloadUrl",
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
    "name": "OfferPageQuery",
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
    "name": "OfferPageQuery",
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
    "id": "1947bc58ef1f33ebde336df62bc8671551afe1d0fe47393af8d61a260b101ea5",
    "metadata": {},
    "name": "OfferPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c63e35908fdd3c83a0b1bfeda9b0f04b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
