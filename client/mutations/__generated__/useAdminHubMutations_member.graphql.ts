/**
 * @generated SignedSource<<0f0e1c1aadc769c2faef06b6d6973a77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAdminHubMutations_member$data = {
  readonly adminHub: boolean;
  readonly canCreateOpinions: boolean;
  readonly canDeleteContent: boolean;
  readonly canListConvos: boolean;
  readonly canSeeDetailedOpinionReport: boolean;
  readonly databaseId: number;
  readonly joinedAt: string;
  readonly karma: number;
  readonly role: string;
  readonly suspendedUntil: string | null | undefined;
  readonly suspensionReason: string;
  readonly username: string;
  readonly " $fragmentType": "useAdminHubMutations_member";
};
export type useAdminHubMutations_member$key = {
  readonly " $data"?: useAdminHubMutations_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAdminHubMutations_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useAdminHubMutations_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
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
      "name": "joinedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "karma",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDeleteContent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adminHub",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canSeeDetailedOpinionReport",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCreateOpinions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canListConvos",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspendedUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspensionReason",
      "storageKey": null
    }
  ],
  "type": "AdminMember",
  "abstractKey": null
};

(node as any).hash = "0261b00b99a0fc7942fc2472bbb8d332";

export default node;
