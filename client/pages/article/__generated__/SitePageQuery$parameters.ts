/**
 * @generated SignedSource<<2eb6933556c9eecf9ad9fb63a3f67558>>
 * @relayHash 9547913b08bc3e089c76ebbfcf3a25ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cc1193cb118c1cf8ec77470b12f3911b096e204e4667e776b248d4b3e072aae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SitePageQuery } from './SitePageQuery.graphql';

const node: PreloadableConcreteRequest<SitePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8cc1193cb118c1cf8ec77470b12f3911b096e204e4667e776b248d4b3e072aae",
    "metadata": {},
    "name": "SitePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
