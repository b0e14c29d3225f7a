/**
 * @generated SignedSource<<599b45fa9a749497e7952dca6cdc5545>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAdminHubMutations_refusal$data = {
  readonly fieldErrors?: ReadonlyArray<{
    readonly message: string;
    readonly path: ReadonlyArray<string>;
  }>;
  readonly message: string;
  readonly " $fragmentType": "useAdminHubMutations_refusal";
};
export type useAdminHubMutations_refusal$key = {
  readonly " $data"?: useAdminHubMutations_refusal$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAdminHubMutations_refusal">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useAdminHubMutations_refusal"
};

(node as any).hash = "131d9083e61d911b48a25511222a9aea";

export default node;
