/**
 * @generated SignedSource<<f4d4f4fe6295d4682b5ec22b7979eed5>>
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
  readonly tags: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
  }>;
  readonly username: string;
  readonly " $fragmentType": "useAdminHubMutations_member";
};
export type useAdminHubMutations_member$key = {
  readonly " $data"?: useAdminHubMutations_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAdminHubMutations_member">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useAdminHubMutations_member",
  "selections": [
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserTag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdminMember",
  "abstractKey": null
};
})();

(node as any).hash = "9f610136ebf4afc76a90683a47f0f430";

export default node;
