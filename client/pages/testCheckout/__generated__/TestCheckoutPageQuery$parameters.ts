/**
 * @generated SignedSource<<6092a0677d33bcafea1135bffb552f48>>
 * @relayHash 4dcc54ea38a8ead7f76c6a58d5b9c180
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cbafb215999d9e74a8bec414990da381aeb003428772f6624981f5c089c2211

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TestCheckoutPageQuery } from './TestCheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<TestCheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8cbafb215999d9e74a8bec414990da381aeb003428772f6624981f5c089c2211",
    "metadata": {},
    "name": "TestCheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
