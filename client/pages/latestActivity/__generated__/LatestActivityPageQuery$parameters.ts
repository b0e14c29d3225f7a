/**
 * @generated SignedSource<<432e902a0df0f4d931f7d59300f842fa>>
 * @relayHash 01ce16424a57801ec0225a5b52d40af7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ba36a3f2e5d27e18507bc5897256d2d857fabe03ba7988cd433c0551aa58165

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LatestActivityPageQuery } from './LatestActivityPageQuery.graphql';

const node: PreloadableConcreteRequest<LatestActivityPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1ba36a3f2e5d27e18507bc5897256d2d857fabe03ba7988cd433c0551aa58165",
    "metadata": {},
    "name": "LatestActivityPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
