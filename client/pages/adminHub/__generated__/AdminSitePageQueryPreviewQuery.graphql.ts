/**
 * @generated SignedSource<<e761e152255437fef4b29621574c7818>>
 * @relayHash c88a9aedf8f56410e2c765a6f7afa55d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b1ada878219845aac356315961a1657c7255e35e99ee768b02a37003b63a3e6

import { ConcreteRequest } from 'relay-runtime';
export type AdminSitePageQueryPreviewQuery$variables = {
  body: string;
};
export type AdminSitePageQueryPreviewQuery$data = {
  readonly sitePagePreview: {
    readonly __typename: string;
    readonly data?: string;
    readonly message?: string;
  };
};
export type AdminSitePageQueryPreviewQuery = {
  response: AdminSitePageQueryPreviewQuery$data;
  variables: AdminSitePageQueryPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "body"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "body",
        "variableName": "body"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sitePagePreview",
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
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "QuerySitePagePreviewSuccess",
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
    "name": "AdminSitePageQueryPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminSitePageQueryPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1b1ada878219845aac356315961a1657c7255e35e99ee768b02a37003b63a3e6",
    "metadata": {},
    "name": "AdminSitePageQueryPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "02bbe27b07585d536c692b1007b7160d";

export default node;
