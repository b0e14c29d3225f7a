/**
 * @generated SignedSource<<a7345954e8337d335e536b1445046935>>
 * @relayHash 62db30a6c2053955288ce6c4b4416a21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c7cf3e4b3b12c993cb3f04c8e20baf799f79be69e47c76a2a60401b9c79af4e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OpinionFeedPageQuery } from './OpinionFeedPageQuery.graphql';

const node: PreloadableConcreteRequest<OpinionFeedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8c7cf3e4b3b12c993cb3f04c8e20baf799f79be69e47c76a2a60401b9c79af4e",
    "metadata": {},
    "name": "OpinionFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
