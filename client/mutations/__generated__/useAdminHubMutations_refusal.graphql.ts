/**
 * @generated SignedSource<<eeda067e767cdf8a1e5c1c84efe3c9da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAdminHubMutations_refusal$data = {
  readonly fieldErrors?: ReadonlyArray<{
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

(node as any).hash = "5ec138573abd22360f41850782f6f2e8";

export default node;
