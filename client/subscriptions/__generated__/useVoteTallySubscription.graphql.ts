/**
 * @generated SignedSource<<5bed0ca6602c5091ce9ff042967b15e4>>
 * @relayHash 9a2fe057f74bb6b0585dec1357828cda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b988e410ca52baf798eb4f894e256db0ba38682359e6716430189efc6b2d1b6d

import { ConcreteRequest } from 'relay-runtime';
export type useVoteTallySubscription$variables = {
  opinionId: string;
};
export type useVoteTallySubscription$data = {
  readonly voteTallyChanged: {
    readonly counts: ReadonlyArray<number>;
    readonly id: string;
    readonly numVotes: number;
    readonly percentages: ReadonlyArray<number>;
  };
};
export type useVoteTallySubscription = {
  response: useVoteTallySubscription$data;
  variables: useVoteTallySubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "opinionId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "opinionId",
        "variableName": "opinionId"
      }
    ],
    "concreteType": "VoteTally",
    "kind": "LinkedField",
    "name": "voteTallyChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "numVotes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "counts",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "percentages",
        "storageKey": null
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
    "name": "useVoteTallySubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVoteTallySubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b988e410ca52baf798eb4f894e256db0ba38682359e6716430189efc6b2d1b6d",
    "metadata": {},
    "name": "useVoteTallySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "86bef168e2ea835cf5b8fdfdb40945b7";

export default node;
