/**
 * @generated SignedSource<<599a3029573fb3a151aee710dfb2bccb>>
 * @relayHash 9ca7da18de45009cc7d5f83573781e4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93574dbc52508bff69dfc73dffb072888aa9c6065e2e2d47f43f70e8474564e0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AllTopicsPageQuery } from './AllTopicsPageQuery.graphql';

const node: PreloadableConcreteRequest<AllTopicsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "93574dbc52508bff69dfc73dffb072888aa9c6065e2e2d47f43f70e8474564e0",
    "metadata": {},
    "name": "AllTopicsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
