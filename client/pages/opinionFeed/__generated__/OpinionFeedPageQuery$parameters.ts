/**
 * @generated SignedSource<<8820bd7024abea7f2134b3fb7759e87f>>
 * @relayHash cd239c416883ad76ec5b5f4b3289bff6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0960b39584e57779350a423d692fe933427d845e040b1519e9631c7cb0009fd0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OpinionFeedPageQuery } from './OpinionFeedPageQuery.graphql';

const node: PreloadableConcreteRequest<OpinionFeedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0960b39584e57779350a423d692fe933427d845e040b1519e9631c7cb0009fd0",
    "metadata": {},
    "name": "OpinionFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
