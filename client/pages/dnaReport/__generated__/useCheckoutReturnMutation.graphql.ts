/**
 * @generated SignedSource<<54016b1698dfc19a019062fc306ef533>>
 * @relayHash fc40ef45b93596ee3786ae883830d39c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3021ef01e0441431628a92e4b97b2e0a9e4c1fe1c00c50e66b14903116710927

import { ConcreteRequest } from 'relay-runtime';
export type useCheckoutReturnMutation$variables = {
  sessionId: string;
};
export type useCheckoutReturnMutation$data = {
  readonly confirmCheckout: {
    readonly __typename: string;
    readonly data?: {
      readonly message: string;
      readonly paid: boolean;
    };
    readonly message?: string;
  };
};
export type useCheckoutReturnMutation = {
  response: useCheckoutReturnMutation$data;
  variables: useCheckoutReturnMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "confirmCheckout",
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
            "concreteType": "CheckoutConfirmation",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paid",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "MutationConfirmCheckoutSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useCheckoutReturnMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckoutReturnMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3021ef01e0441431628a92e4b97b2e0a9e4c1fe1c00c50e66b14903116710927",
    "metadata": {},
    "name": "useCheckoutReturnMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5afe720893c42f72dad03c8f7e893bad";

export default node;
