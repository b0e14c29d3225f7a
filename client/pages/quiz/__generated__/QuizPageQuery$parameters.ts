/**
 * @generated SignedSource<<3b4d434b8a39c333e49078233ea0be3e>>
 * @relayHash 00ffc65b7a4f136cb4057086874ef56d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c997cd87ea98a3a378ce268064dfcfb82460b8cf51c2c21650b06cb7ac50f7d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuizPageQuery } from './QuizPageQuery.graphql';

const node: PreloadableConcreteRequest<QuizPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9c997cd87ea98a3a378ce268064dfcfb82460b8cf51c2c21650b06cb7ac50f7d",
    "metadata": {},
    "name": "QuizPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
