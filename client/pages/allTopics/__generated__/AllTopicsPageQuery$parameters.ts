/**
 * @generated SignedSource<<67542419b4797dc6d10d48524e089dbc>>
 * @relayHash d58d66ea7b310657654aeecea8e5aaa6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 143e7c13a5d984f1483112f976fbcefb0af23d397d10ffaa1786b3ff5ee67be9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AllTopicsPageQuery } from './AllTopicsPageQuery.graphql';

const node: PreloadableConcreteRequest<AllTopicsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "143e7c13a5d984f1483112f976fbcefb0af23d397d10ffaa1786b3ff5ee67be9",
    "metadata": {},
    "name": "AllTopicsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
