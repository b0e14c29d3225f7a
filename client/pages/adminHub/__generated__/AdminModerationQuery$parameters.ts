/**
 * @generated SignedSource<<bed9ef00308b396fc7bfda88e9c37825>>
 * @relayHash c0cabc4337169274360edf6bb38d9923
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2713da8e685a108c5ccdea61092d02faf7b61d1672559f7d2fe0f7727ddb850

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminModerationQuery } from './AdminModerationQuery.graphql';

const node: PreloadableConcreteRequest<AdminModerationQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c2713da8e685a108c5ccdea61092d02faf7b61d1672559f7d2fe0f7727ddb850",
    "metadata": {},
    "name": "AdminModerationQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
