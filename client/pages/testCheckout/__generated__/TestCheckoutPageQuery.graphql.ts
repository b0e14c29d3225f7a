/**
 * @generated SignedSource<<275224104b9ae057b83e0f208b33197e>>
 * @relayHash 4dcc54ea38a8ead7f76c6a58d5b9c180
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cbafb215999d9e74a8bec414990da381aeb003428772f6624981f5c089c2211

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutKind = "EBOOK" | "PREMIUM" | "%future added value";
export type PaymentsMode = "STRIPE" | "TEST" | "%future added value";
export type TestCheckoutPageQuery$variables = {
  sessionId: string;
};
export type TestCheckoutPageQuery$data = {
  readonly checkoutSession: {
    readonly __typename: string;
    readonly kind?: CheckoutKind;
    readonly message?: string;
    readonly paid?: boolean;
    readonly successUrl?: string;
  };
  readonly paymentsConfig: {
    readonly currency: string;
    readonly ebookUnitAmount: number;
    readonly mode: PaymentsMode;
    readonly premiumInterval: string;
    readonly premiumUnitAmount: number | null | undefined;
  };
};
export type TestCheckoutPageQuery = {
  response: TestCheckoutPageQuery$data;
  variables: TestCheckoutPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = [
  {
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
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sessionId",
        "variableName": "sessionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "checkoutSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
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
            "name": "paid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "successUrl",
            "storageKey": null
          }
        ],
        "type": "CheckoutSession",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "TestCheckoutPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestCheckoutPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8cbafb215999d9e74a8bec414990da381aeb003428772f6624981f5c089c2211",
    "metadata": {},
    "name": "TestCheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9168bf60fedb9bb1c7fc99c3332131b0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
