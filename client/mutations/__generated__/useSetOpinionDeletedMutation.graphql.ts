/**
 * @generated SignedSource<<675ced24a5c80339f0026fb9a6f44528>>
 * @relayHash 6172775ac830c787105109c8cdfb5853
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 037f8e94ee5ad766301a0cf5c67d6cef05fde0b4076a2db01373c20a82b0d19b

import { ConcreteRequest } from 'relay-runtime';
export type SetOpinionDeletedInput = {
  deleted: boolean;
  opinionId: string;
};
export type useSetOpinionDeletedMutation$variables = {
  input: SetOpinionDeletedInput;
};
export type useSetOpinionDeletedMutation$data = {
  readonly setOpinionDeleted: {
    readonly __typename: string;
    readonly data?: {
      readonly deleted: boolean;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useSetOpinionDeletedMutation = {
  response: useSetOpinionDeletedMutation$data;
  variables: useSetOpinionDeletedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setOpinionDeleted",
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
            "concreteType": "Opinion",
            "kind": "LinkedField",
            "name": "data",
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
                "name": "deleted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSetOpinionDeletedSuccess",
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
    "name": "useSetOpinionDeletedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetOpinionDeletedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "037f8e94ee5ad766301a0cf5c67d6cef05fde0b4076a2db01373c20a82b0d19b",
    "metadata": {},
    "name": "useSetOpinionDeletedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7cc56596bbffefe4f00c1ba47aa129e1";

export default node;
