/**
 * @generated SignedSource<<f10b62675b6489464e049f981adeff55>>
 * @relayHash 167683d84eb52ff570593dc3a4dd3a0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98b673d886aa3f45ed3ae89f974399dad2be45fe3f898c9ea9ef00cf4e3909b2

import { ConcreteRequest } from 'relay-runtime';
export type CommentResponseType = "COMMENTARY" | "CON" | "NEUTRAL" | "NONE" | "PRO" | "%future added value";
export type CommentItemSourceQuery$variables = {
  commentId: string;
};
export type CommentItemSourceQuery$data = {
  readonly commentSource: {
    readonly __typename: string;
    readonly message?: string;
    readonly responseType?: CommentResponseType;
    readonly source?: string;
  };
};
export type CommentItemSourceQuery = {
  response: CommentItemSourceQuery$data;
  variables: CommentItemSourceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "commentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "commentId",
        "variableName": "commentId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "commentSource",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "responseType",
            "storageKey": null
          }
        ],
        "type": "CommentSource",
        "abstractKey": null
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
    "name": "CommentItemSourceQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CommentItemSourceQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "98b673d886aa3f45ed3ae89f974399dad2be45fe3f898c9ea9ef00cf4e3909b2",
    "metadata": {},
    "name": "CommentItemSourceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "decc62c8d84415812fea2d4a1672af22";

export default node;
