/**
 * @generated SignedSource<<66a146fbea7c1e70e46a8a2f5d2fbf08>>
 * @relayHash 608454b294b8ce4742baecef4cd5977e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cac86a75eb67f3bb94f43ee5b8ccc7096bcc55de1c0f108e30e179c9204f58b5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminSitePagesQuery } from './AdminSitePagesQuery.graphql';

const node: PreloadableConcreteRequest<AdminSitePagesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cac86a75eb67f3bb94f43ee5b8ccc7096bcc55de1c0f108e30e179c9204f58b5",
    "metadata": {},
    "name": "AdminSitePagesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
