/**
 * @generated SignedSource<<50bc1b7973bb78e5528a40ba73fd34ae>>
 * @relayHash 61668425866102f08feb934ec39e4e92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9b8716e7d9eeb3db2277a8a5617ff00e4bbd1ef6587435452c238142c1edc37

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopicPageQuery } from './TopicPageQuery.graphql';

const node: PreloadableConcreteRequest<TopicPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a9b8716e7d9eeb3db2277a8a5617ff00e4bbd1ef6587435452c238142c1edc37",
    "metadata": {},
    "name": "TopicPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
