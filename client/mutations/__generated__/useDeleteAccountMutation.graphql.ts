/**
 * @generated SignedSource<<9c1db8049131f9500c99c5461dc7bc1b>>
 * @relayHash 9b9d969987b8ed7aa349746a747b01d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 483704c2923d0e090109e31ea3d3b7b51262d27b275ffed7bfc593541215fdb1

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteAccountMutation$variables = {
  confirmation: string;
};
export type useDeleteAccountMutation$data = {
  readonly deleteAccount: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDeleteAccountMutation = {
  response: useDeleteAccountMutation$data;
  variables: useDeleteAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "confirmation"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "confirmation",
        "variableName": "confirmation"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteAccount",
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
    "name": "useDeleteAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "483704c2923d0e090109e31ea3d3b7b51262d27b275ffed7bfc593541215fdb1",
    "metadata": {},
    "name": "useDeleteAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1cabb2f1c9c15a6df16cdedd1bb9427a";

export default node;
