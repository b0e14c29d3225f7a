/**
 * @generated SignedSource<<5a54d0c7dcf94289c090de8a5ffff521>>
 * @relayHash 69129d69ca637a26c2db30b304d4d6ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a62e9dd2e679dc55c45d13c9ef4a68cc76da7615ddcc559b34d2e39838776300

import { ConcreteRequest } from 'relay-runtime';
export type UserTagPickerSearchQuery$variables = {
  query: string;
};
export type UserTagPickerSearchQuery$data = {
  readonly userTagSearch: {
    readonly __typename: "QueryUserTagSearchSuccess";
    readonly data: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type UserTagPickerSearchQuery = {
  response: UserTagPickerSearchQuery$data;
  variables: UserTagPickerSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "userTagSearch",
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
            "concreteType": "UserTag",
            "kind": "LinkedField",
            "name": "data",
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryUserTagSearchSuccess",
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
    "name": "UserTagPickerSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserTagPickerSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a62e9dd2e679dc55c45d13c9ef4a68cc76da7615ddcc559b34d2e39838776300",
    "metadata": {},
    "name": "UserTagPickerSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6af0a9899016787210bfbe1f47742d39";

export default node;
