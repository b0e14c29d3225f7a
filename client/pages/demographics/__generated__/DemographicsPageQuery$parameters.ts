/**
 * @generated SignedSource<<ffb1eb1dfb96f52d2a4b996d9f9a6dc5>>
 * @relayHash 2f7b6c44dec64b26599af966cc025a4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99b640f0892d3657c9fcc2688d8b869c8ceaef747bff76f1d28db74614789345

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DemographicsPageQuery } from './DemographicsPageQuery.graphql';

const node: PreloadableConcreteRequest<DemographicsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "99b640f0892d3657c9fcc2688d8b869c8ceaef747bff76f1d28db74614789345",
    "metadata": {},
    "name": "DemographicsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
