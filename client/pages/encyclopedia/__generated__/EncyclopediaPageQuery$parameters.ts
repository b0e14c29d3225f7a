/**
 * @generated SignedSource<<bea6e1b66253e8887eeab4c034dfa96b>>
 * @relayHash eacd1b6f789c600973ea4269a3f0997d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e754cfb2e57f4a309883457705cc9089f6fe4bada9d04fb3e1afd1ecdd65d77

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EncyclopediaPageQuery } from './EncyclopediaPageQuery.graphql';

const node: PreloadableConcreteRequest<EncyclopediaPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1e754cfb2e57f4a309883457705cc9089f6fe4bada9d04fb3e1afd1ecdd65d77",
    "metadata": {},
    "name": "EncyclopediaPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
