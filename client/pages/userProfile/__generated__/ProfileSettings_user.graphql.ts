/**
 * @generated SignedSource<<a5cce9e7c54c0cbdd20307319b2c8e05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSettings_user$data = {
  readonly bio: string;
  readonly expertise: string;
  readonly fullName: string;
  readonly hasUploadedAvatar: boolean;
  readonly location: string;
  readonly username: string;
  readonly " $fragmentType": "ProfileSettings_user";
};
export type ProfileSettings_user$key = {
  readonly " $data"?: ProfileSettings_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSettings_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSettings_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expertise",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasUploadedAvatar",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d2a97c4ac194c8ebc73c10db2bec5f8a";

export default node;
