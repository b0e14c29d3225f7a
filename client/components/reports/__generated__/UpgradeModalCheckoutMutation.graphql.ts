/**
 * @generated SignedSource<<6bdbf92b848398703e5ac2e079c4a416>>
 * @relayHash b23ed12577c30fd29fe3686ec05da719
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9b191980e094e221e2b6d5fb10a6ab41f55c02ac1fc343e2ec922133319e00c

import { ConcreteRequest } from 'relay-runtime';
export type UpgradeModalCheckoutMutation$variables = {
  returnPath?: string | null | undefined;
};
export type UpgradeModalCheckoutMutation$data = {
  readonly createCheckoutSession: {
    readonly __typename: string;
    readonly data?: {
      readonly url: string;
    };
    readonly message?: string;
  };
};
export type UpgradeModalCheckoutMutation = {
  response: UpgradeModalCheckoutMutation$data;
  variables: UpgradeModalCheckoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "returnPath"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "PREMIUM"
      },
      {
        "kind": "Variable",
        "name": "returnPath",
        "variableName": "returnPath"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createCheckoutSession",
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
            "concreteType": "NewCheckoutSession",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateCheckoutSessionSuccess",
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
    "name": "UpgradeModalCheckoutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpgradeModalCheckoutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d9b191980e094e221e2b6d5fb10a6ab41f55c02ac1fc343e2ec922133319e00c",
    "metadata": {},
    "name": "UpgradeModalCheckoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e56ff5a083ce49f94fc3aaba3ee31482";

export default node;
