/**
 * @generated SignedSource<<f93577c8322fe8bca031ceae2b188b27>>
 * @relayHash fb9e96d0d814cc0d2df22b1bf6e01fb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31c377ea5f99874a7713c35922f0ac581964e271fab7fd7d218ccb448e8ccfec

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionFeedPageQuery } from './QuestionFeedPageQuery.graphql';

const node: PreloadableConcreteRequest<QuestionFeedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "31c377ea5f99874a7713c35922f0ac581964e271fab7fd7d218ccb448e8ccfec",
    "metadata": {},
    "name": "QuestionFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
