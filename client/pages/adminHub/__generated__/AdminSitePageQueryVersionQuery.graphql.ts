/**
 * @generated SignedSource<<4529c90b6d42ea04314e6ecff0c76a33>>
 * @relayHash f4eabe68d8401acdbe449e4174c06bbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37944482833d58b9748f8809ea790eec0135c4958ea054ba4b809dd3698f9528

import { ConcreteRequest } from 'relay-runtime';
export type AdminSitePageQueryVersionQuery$variables = {
  revisionId: number;
  slug: string;
};
export type AdminSitePageQueryVersionQuery$data = {
  readonly sitePageVersion: {
    readonly __typename: string;
    readonly data?: {
      readonly html: string;
    };
    readonly message?: string;
  };
};
export type AdminSitePageQueryVersionQuery = {
  response: AdminSitePageQueryVersionQuery$data;
  variables: AdminSitePageQueryVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "revisionId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "revisionId",
        "variableName": "revisionId"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sitePageVersion",
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
            "concreteType": "SitePageVersion",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "html",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QuerySitePageVersionSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSitePageQueryVersionQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminSitePageQueryVersionQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "37944482833d58b9748f8809ea790eec0135c4958ea054ba4b809dd3698f9528",
    "metadata": {},
    "name": "AdminSitePageQueryVersionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0168ae036c7ca28dce08eaf997552ad9";

export default node;
