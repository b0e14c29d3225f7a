/**
 * @generated SignedSource<<ed05da3413869dec65e7194ebc64b8b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type encyclopediaMutation_refusal$data = {
  readonly __typename: string;
  readonly currentText?: string | null | undefined;
  readonly fieldErrors?: ReadonlyArray<{
    readonly path: ReadonlyArray<string>;
  }>;
  readonly fieldName?: string;
  readonly latestRevisionId?: number;
  readonly message: string;
  readonly " $fragmentType": "encyclopediaMutation_refusal";
};
export type encyclopediaMutation_refusal$key = {
  readonly " $data"?: encyclopediaMutation_refusal$data;
  readonly " $fragmentSpreads": FragmentRefs<"encyclopediaMutation_refusal">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "encyclopediaMutation_refusal"
};

(node as any).hash = "91cd63741ba3efff741ff1f6c41ecaaf";

export default node;
