/**
 * @generated SignedSource<<7ab82506e8d9c0a059f82dba9ac57747>>
 * @relayHash 59ba1e3a74a6583208a91b0f647d7d88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 251db5633158d784d75ac144d8636c9d40dbc7e0ff86aa7f8428722c695da8f2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TestPortalPageQuery } from './TestPortalPageQuery.graphql';

const node: PreloadableConcreteRequest<TestPortalPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "251db5633158d784d75ac144d8636c9d40dbc7e0ff86aa7f8428722c695da8f2",
    "metadata": {},
    "name": "TestPortalPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
