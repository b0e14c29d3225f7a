/**
 * @generated SignedSource<<5e1617bc5fe211039deb8377515fbbcb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpinionModerationControls_opinion$data = {
  readonly deleted: boolean;
  readonly id: string;
  readonly title: string;
  readonly topics: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "OpinionModerationControls_opinion";
};
export type OpinionModerationControls_opinion$key = {
  readonly " $data"?: OpinionModerationControls_opinion$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpinionModerationControls_opinion">;
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
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpinionModerationControls_opinion",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deleted",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Opinion",
  "abstractKey": null
};
})();

(node as any).hash = "478520f1669a7a6e1f26692dae5bef34";

export default node;
