/**
 * @generated SignedSource<<055d34f2b114ebe46a31ac206b7a0ac1>>
 * @relayHash a70fe56351d60aa15a2e6beb206229f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5958d71890c42d07db8e8ae75dedd174d0f9e50fb0d132f5e4a98f9d74f2ec2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BillingPageQuery } from './BillingPageQuery.graphql';

const node: PreloadableConcreteRequest<BillingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a5958d71890c42d07db8e8ae75dedd174d0f9e50fb0d132f5e4a98f9d74f2ec2",
    "metadata": {},
    "name": "BillingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
