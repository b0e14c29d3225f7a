/**
 * @generated SignedSource<<112b6ea12cc2edcc464ba9448bb94477>>
 * @relayHash 8531d6f768bc9a1735f1ad249d6d83ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32aed8ffc5f4279b7517d528631304d52cc31ef916a6933dc7af7a1543496b9f

import { ConcreteRequest } from 'relay-runtime';
export type NewQuestionPageQuery$variables = Record<PropertyKey, never>;
export type NewQuestionPageQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly databaseId: number;
    readonly title: string;
  }>;
  readonly viewer: {
    readonly canDeleteContent: boolean;
    readonly id: string;
    readonly isLoggedIn: boolean;
    readonly role: string;
    readonly username: string;
  };
};
export type NewQuestionPageQuery = {
  response: NewQuestionPageQuery$data;
  variables: NewQuestionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "isLoggedIn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canDeleteContent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Category",
    "kind": "LinkedField",
    "name": "categories",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
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
    "name": "NewQuestionPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewQuestionPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "32aed8ffc5f4279b7517d528631304d52cc31ef916a6933dc7af7a1543496b9f",
    "metadata": {},
    "name": "NewQuestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f95cf06c02887d778f2a3341fb96f32";

export default node;
