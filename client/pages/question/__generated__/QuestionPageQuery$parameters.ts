/**
 * @generated SignedSource<<d9fee4fef84e1b1316ded812a05cbf91>>
 * @relayHash 3d77878570d5d629fcec8b33745b660c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a736e9af1baa126e89a1fb4c784746afb9b2dd295c9de8c500c5bf77196ba794

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionPageQuery } from './QuestionPageQuery.graphql';

const node: PreloadableConcreteRequest<QuestionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a736e9af1baa126e89a1fb4c784746afb9b2dd295c9de8c500c5bf77196ba794",
    "metadata": {},
    "name": "QuestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
