/**
 * @generated SignedSource<<8e0197019fdbb0ef27970cf5c46852f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityGrid_grid$data = {
  readonly activity: ReadonlyArray<number>;
  readonly heat: ReadonlyArray<number>;
  readonly startTime: string;
  readonly " $fragmentType": "ActivityGrid_grid";
};
export type ActivityGrid_grid$key = {
  readonly " $data"?: ActivityGrid_grid$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityGrid_grid">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActivityGrid_grid",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heat",
      "storageKey": null
    }
  ],
  "type": "ActivityGrid",
  "abstractKey": null
};

(node as any).hash = "fb8e655dcc66719adf9e0297d9b26488";

export default node;
