/**
 * @generated SignedSource<<0dcca9d87b42df0b7ca90ca094dcf2ba>>
 * @relayHash cba53b0ab41f86600250dd8b33300235
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1071aae61a187a3eb1eb656c4e940dc1e542dfc48fd159212f9302d3d7bf4081

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminMembersQuery } from './AdminMembersQuery.graphql';

const node: PreloadableConcreteRequest<AdminMembersQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1071aae61a187a3eb1eb656c4e940dc1e542dfc48fd159212f9302d3d7bf4081",
    "metadata": {},
    "name": "AdminMembersQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
