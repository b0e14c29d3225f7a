/**
 * @generated SignedSource<<eed37dd381d7ac0495998c4971cfab24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSitePageMutations_page$data = {
  readonly builtIn: boolean;
  readonly edited: boolean;
  readonly lastEditorUsername: string | null | undefined;
  readonly path: string;
  readonly revisionId: number;
  readonly slug: string;
  readonly title: string;
  readonly updatedAt: string | null | undefined;
  readonly " $fragmentType": "useSitePageMutations_page";
};
export type useSitePageMutations_page$key = {
  readonly " $data"?: useSitePageMutations_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSitePageMutations_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSitePageMutations_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
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
      "name": "builtIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "edited",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastEditorUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revisionId",
      "storageKey": null
    }
  ],
  "type": "AdminSitePage",
  "abstractKey": null
};

(node as any).hash = "27d55d696198f113f066614ad5e7e4b2";

export default node;
