/**
 * @generated SignedSource<<2523706a68b4713d2d894fd285fe6608>>
 * @relayHash 2b8751c15c88935a8e96879d3c765769
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6701e0c03825debd28f33ed964e2900bf9d9df4765ecb302d7ff0aff1f9e5fe3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminUserTagsQuery } from './AdminUserTagsQuery.graphql';

const node: PreloadableConcreteRequest<AdminUserTagsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6701e0c03825debd28f33ed964e2900bf9d9df4765ecb302d7ff0aff1f9e5fe3",
    "metadata": {},
    "name": "AdminUserTagsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
