/**
 * @generated SignedSource<<1d304b6266cdcac91700f73b3a73f3b0>>
 * @relayHash 9547913b08bc3e089c76ebbfcf3a25ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cc1193cb118c1cf8ec77470b12f3911b096e204e4667e776b248d4b3e072aae

import { ConcreteRequest } from 'relay-runtime';
export type SitePageQuery$variables = {
  slug: string;
};
export type SitePageQuery$data = {
  readonly sitePage: {
    readonly __typename: "QuerySitePageSuccess";
    readonly data: {
      readonly html: string;
      readonly title: string;
      readonly updatedAt: string | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SitePageQuery = {
  response: SitePageQuery$data;
  variables: SitePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sitePage",
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
            "concreteType": "SitePage",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "html",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QuerySitePageSuccess",
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
    "name": "SitePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SitePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8cc1193cb118c1cf8ec77470b12f3911b096e204e4667e776b248d4b3e072aae",
    "metadata": {},
    "name": "SitePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f54da279be8431f0063c6c300afc3d24";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
