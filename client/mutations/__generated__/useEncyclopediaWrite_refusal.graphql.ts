/**
 * @generated SignedSource<<e8a1bd5ef5d3e05feee58973c50a5c66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useEncyclopediaWrite_refusal$data = {
  readonly currentText?: string | null | undefined;
  readonly fieldErrors?: ReadonlyArray<{
    readonly path: ReadonlyArray<string>;
  }>;
  readonly fieldName?: string;
  readonly latestRevisionId?: number;
  readonly message: string;
  readonly " $fragmentType": "useEncyclopediaWrite_refusal";
};
export type useEncyclopediaWrite_refusal$key = {
  readonly " $data"?: useEncyclopediaWrite_refusal$data;
  readonly " $fragmentSpreads": FragmentRefs<"useEncyclopediaWrite_refusal">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useEncyclopediaWrite_refusal"
};

(node as any).hash = "75ba64ce7010c48dc5a65e13b429bfe2";

export default node;
