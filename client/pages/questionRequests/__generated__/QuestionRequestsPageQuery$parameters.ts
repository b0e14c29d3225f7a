/**
 * @generated SignedSource<<e7c5287c8a23890c5da308412269028a>>
 * @relayHash 14ceab2aa28dd38edb7351e5fb937c95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29f074b2dedfb306f11cd060ba3ad8dd744d3e9a3d08d9ccfa4a2f29ac733d04

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionRequestsPageQuery } from './QuestionRequestsPageQuery.graphql';

const node: PreloadableConcreteRequest<QuestionRequestsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "29f074b2dedfb306f11cd060ba3ad8dd744d3e9a3d08d9ccfa4a2f29ac733d04",
    "metadata": {},
    "name": "QuestionRequestsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
