/**
 * @generated SignedSource<<72b86847da0e8722dab6e768f2b0e02f>>
 * @relayHash 3bf564912b45190574db4e3f8d26d346
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1947bc58ef1f33ebde336df62bc8671551afe1d0fe47393af8d61a260b101ea5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OfferPageQuery } from './OfferPageQuery.graphql';

const node: PreloadableConcreteRequest<OfferPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1947bc58ef1f33ebde336df62bc8671551afe1d0fe47393af8d61a260b101ea5",
    "metadata": {},
    "name": "OfferPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
