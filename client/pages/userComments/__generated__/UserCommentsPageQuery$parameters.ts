/**
 * @generated SignedSource<<1f74521d0af0970ad9306e8c3935fb8d>>
 * @relayHash baa45ddeb304f45bf6d5f1d6975636db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e48f9bad685f8d656fe7ff28cc0bf7eb7a541ba939f8037d9519d69bbc2c808e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserCommentsPageQuery } from './UserCommentsPageQuery.graphql';

const node: PreloadableConcreteRequest<UserCommentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e48f9bad685f8d656fe7ff28cc0bf7eb7a541ba939f8037d9519d69bbc2c808e",
    "metadata": {},
    "name": "UserCommentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
