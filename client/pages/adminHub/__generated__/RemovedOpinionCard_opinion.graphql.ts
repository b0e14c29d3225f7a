/**
 * @generated SignedSource<<97b7c388da808a117d3a2e1b54f1dd98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemovedOpinionCard_opinion$data = {
  readonly createdAt: string;
  readonly databaseId: number;
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly topics: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "RemovedOpinionCard_opinion";
};
export type RemovedOpinionCard_opinion$key = {
  readonly " $data"?: RemovedOpinionCard_opinion$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemovedOpinionCard_opinion">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemovedOpinionCard_opinion",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Opinion",
  "abstractKey": null
};
})();

(node as any).hash = "e8c0198f78b6663b9da98d703380cc35";

export default node;
