/**
 * @generated SignedSource<<d55fd8960e306c0d15c9aa5834e7d276>>
 * @relayHash 6fbaf6d9e91b91ca3b7a048cec91d6f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 302a6377620b77210c5a974f612b1e5bd258d61a3921525dd7f2ec4d99153c51

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminSuggestionsQuery } from './AdminSuggestionsQuery.graphql';

const node: PreloadableConcreteRequest<AdminSuggestionsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "302a6377620b77210c5a974f612b1e5bd258d61a3921525dd7f2ec4d99153c51",
    "metadata": {},
    "name": "AdminSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
