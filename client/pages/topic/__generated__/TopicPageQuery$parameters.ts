/**
 * @generated SignedSource<<95c9a9c6470ea88435e931c9ed107b7f>>
 * @relayHash 0cd831d6de7d94142745451ff472265a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f106f1bd88125324484d4ff1a3e98a7daec1ccdf93554a9e8b58aaf65c747137

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopicPageQuery } from './TopicPageQuery.graphql';

const node: PreloadableConcreteRequest<TopicPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f106f1bd88125324484d4ff1a3e98a7daec1ccdf93554a9e8b58aaf65c747137",
    "metadata": {},
    "name": "TopicPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
