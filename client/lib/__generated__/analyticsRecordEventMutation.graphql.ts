/**
 * @generated SignedSource<<6d53588d053a13f6a56628c8afdf9afa>>
 * @relayHash b24fc0f3af0c385fcc9316317045d95a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a0d4f1e8c5353c84c1667913714c8bce20646b15f3f0ae1ebef185160570e1e

import { ConcreteRequest } from 'relay-runtime';
export type analyticsRecordEventMutation$variables = {
  method?: string | null | undefined;
  name: string;
  props?: string | null | undefined;
};
export type analyticsRecordEventMutation$data = {
  readonly recordAnalyticsEvent: {
    readonly __typename: string;
  };
};
export type analyticsRecordEventMutation = {
  response: analyticsRecordEventMutation$data;
  variables: analyticsRecordEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "method"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "props"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "method",
        "variableName": "method"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "props",
        "variableName": "props"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "recordAnalyticsEvent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "analyticsRecordEventMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "analyticsRecordEventMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "3a0d4f1e8c5353c84c1667913714c8bce20646b15f3f0ae1ebef185160570e1e",
    "metadata": {},
    "name": "analyticsRecordEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aef931f4f496b62206e7425401a4e13a";

export default node;
