/**
 * @generated SignedSource<<9875cc51fad8a481fd69b5688f58aa96>>
 * @relayHash 06c40e1aadb0c671984e7abf7f3c6102
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b1634fded3e137b78eafc028921ee556ce60df305122e23514fbf428f918571

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopContributorsPageQuery } from './TopContributorsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopContributorsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5b1634fded3e137b78eafc028921ee556ce60df305122e23514fbf428f918571",
    "metadata": {},
    "name": "TopContributorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
