/**
 * @generated SignedSource<<483007a590ca0e3dc00c3a17aa0699b2>>
 * @relayHash 14c98d11279bb45e12488e412ff5f2d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aeb8466dc0add66495ddaf174b093935b4223144b89505c2e5c6aec40bc68ab2

import { ConcreteRequest } from 'relay-runtime';
export type useCancelTestSubscriptionMutation$variables = Record<PropertyKey, never>;
export type useCancelTestSubscriptionMutation$data = {
  readonly cancelTestSubscription: {
    readonly __typename: string;
    readonly data?: {
      readonly status: string;
    };
    readonly message?: string;
  };
};
export type useCancelTestSubscriptionMutation = {
  response: useCancelTestSubscriptionMutation$data;
  variables: useCancelTestSubscriptionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "cancelTestSubscription",
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
            "concreteType": "Billing",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCancelTestSubscriptionSuccess",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCancelTestSubscriptionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCancelTestSubscriptionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "aeb8466dc0add66495ddaf174b093935b4223144b89505c2e5c6aec40bc68ab2",
    "metadata": {},
    "name": "useCancelTestSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b4a311cafb8014d9dd41df94f82b8b1";

export default node;
