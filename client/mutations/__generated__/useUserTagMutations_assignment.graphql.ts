/**
 * @generated SignedSource<<8c10ebe6b386b69144c209597d3d2101>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUserTagMutations_assignment$data = {
  readonly changed: boolean;
  readonly member: {
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
  };
  readonly tag: {
    readonly createdAt: string;
    readonly createdByUsername: string | null | undefined;
    readonly databaseId: number;
    readonly members: number;
    readonly name: string;
  };
  readonly " $fragmentType": "useUserTagMutations_assignment";
};
export type useUserTagMutations_assignment$key = {
  readonly " $data"?: useUserTagMutations_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"useUserTagMutations_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useUserTagMutations_assignment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminUserTag",
      "kind": "LinkedField",
      "name": "tag",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "members",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdByUsername",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminMember",
      "kind": "LinkedField",
      "name": "member",
      "plural": false,
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
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UserTagAssignmentOutcome",
  "abstractKey": null
};
})();

(node as any).hash = "5c7d03f418de9ddfed49f5e501a454bc";

export default node;
