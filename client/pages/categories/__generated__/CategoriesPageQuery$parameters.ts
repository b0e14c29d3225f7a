/**
 * @generated SignedSource<<42a1aad91e8debdbb5a0084d90430c71>>
 * @relayHash d1b47097bd620c6d340dc82ff2db124a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b2bccc7e10a1e6df79a511fe16f86a5d11ca2225fb700debf6d86971aecf541

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CategoriesPageQuery } from './CategoriesPageQuery.graphql';

const node: PreloadableConcreteRequest<CategoriesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9b2bccc7e10a1e6df79a511fe16f86a5d11ca2225fb700debf6d86971aecf541",
    "metadata": {},
    "name": "CategoriesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
