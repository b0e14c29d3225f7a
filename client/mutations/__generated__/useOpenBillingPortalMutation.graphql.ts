/**
 * @generated SignedSource<<c17fb7932bb1483a3f1544c61c66f973>>
 * @relayHash d12579c5c176dd7e2dad2fe7a1f0f711
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b07c4f1eb511df6ad5f76f7e8336fe57d8ef186c8e0cf467e73bf238bc5fd302

import { ConcreteRequest } from 'relay-runtime';
export type useOpenBillingPortalMutation$variables = {
  returnPath?: string | null | undefined;
};
export type useOpenBillingPortalMutation$data = {
  readonly openBillingPortal: {
    readonly __typename: string;
    readonly data?: string;
    readonly message?: string;
  };
};
export type useOpenBillingPortalMutation = {
  response: useOpenBillingPortalMutation$data;
  variables: useOpenBillingPortalMutation$variables;
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
        "kind": "Variable",
        "name": "returnPath",
        "variableName": "returnPath"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "openBillingPortal",
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
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "MutationOpenBillingPortalSuccess",
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
    "name": "useOpenBillingPortalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOpenBillingPortalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b07c4f1eb511df6ad5f76f7e8336fe57d8ef186c8e0cf467e73bf238bc5fd302",
    "metadata": {},
    "name": "useOpenBillingPortalMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8eb568148a2a00b64661f91ecc8fe677";

export default node;
