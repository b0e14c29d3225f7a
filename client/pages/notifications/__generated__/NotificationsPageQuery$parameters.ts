/**
 * @generated SignedSource<<d2217d04ced7b71d4e4533553e36d21a>>
 * @relayHash 48b837adb35b60067a2b33a0cfb25a4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b1d65dc2060a5ffff4ddfdc918cc7f3602e79457118e5d6829701d8ff2c9707

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NotificationsPageQuery } from './NotificationsPageQuery.graphql';

const node: PreloadableConcreteRequest<NotificationsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3b1d65dc2060a5ffff4ddfdc918cc7f3602e79457118e5d6829701d8ff2c9707",
    "metadata": {},
    "name": "NotificationsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
