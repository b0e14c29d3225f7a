/**
 * @generated SignedSource<<a4623382a22d29a4359404e936870609>>
 * @relayHash e2b2d5d7bf2fd2a100561963b543ee55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89570d5763e98ee48512b030e3b8eab94ebbc681a615193daf40df73917dc6c8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ArgFeedPageQuery } from './ArgFeedPageQuery.graphql';

const node: PreloadableConcreteRequest<ArgFeedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "89570d5763e98ee48512b030e3b8eab94ebbc681a615193daf40df73917dc6c8",
    "metadata": {},
    "name": "ArgFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
