/**
 * @generated SignedSource<<7a4aab9769046687894da02d325d2a95>>
 * @relayHash 4f089f935f2e083c4c4b5715e869a57d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a44c26ab19ba9bf6a8cba0d81dfb6525124d73d0eccb31208ca48bba55a6efc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopicPageQuery } from './TopicPageQuery.graphql';

const node: PreloadableConcreteRequest<TopicPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5a44c26ab19ba9bf6a8cba0d81dfb6525124d73d0eccb31208ca48bba55a6efc",
    "metadata": {},
    "name": "TopicPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
