/**
 * @generated SignedSource<<cf96f526dd04ae04c7dd1e4cbf6014e2>>
 * @relayHash 5760d73709a30293eaefcb11898c9108
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9017d76416abfd6d980b7976be749141b5165f2d9ef21888c66622fa9b83e2da

import { ConcreteRequest } from 'relay-runtime';
export type SearchOverlayQuery$variables = {
  query: string;
};
export type SearchOverlayQuery$data = {
  readonly search: ReadonlyArray<{
    readonly artifactId: number;
    readonly artifactType: string;
    readonly link: string;
    readonly title: string;
  }>;
};
export type SearchOverlayQuery = {
  response: SearchOverlayQuery$data;
  variables: SearchOverlayQuery$variables;
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
    "concreteType": "SearchResult",
    "kind": "LinkedField",
    "name": "search",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "artifactType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "artifactId",
        "storageKey": null
      },
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
        "name": "link",
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
    "name": "SearchOverlayQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchOverlayQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9017d76416abfd6d980b7976be749141b5165f2d9ef21888c66622fa9b83e2da",
    "metadata": {},
    "name": "SearchOverlayQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fd81fc24469eadcc91418fe5c20fe686";

export default node;
