/**
 * @generated SignedSource<<e3dd6429f2122bdf04c0d230c41fa2d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useNotificationAddedSubscription$variables = Record<PropertyKey, never>;
export type useNotificationAddedSubscription$data = {
  readonly notificationAdded: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
  };
};
export type useNotificationAddedSubscription = {
  response: useNotificationAddedSubscription$data;
  variables: useNotificationAddedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationItem_notification"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actionName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "argsJson",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "artifactTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actorUsername",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4c8d960c5f45540e3f2556c85102246c",
    "id": null,
    "metadata": {},
    "name": "useNotificationAddedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationAddedSubscription {\n  notificationAdded {\n    id\n    ...NotificationItem_notification\n  }\n}\n\nfragment NotificationItem_notification on Notification {\n  kind\n  actionName\n  argsJson\n  artifactTitle\n  url\n  body\n  actorUsername\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "2bc60182ea6f0c63ed5dec9229948b57";

export default node;
