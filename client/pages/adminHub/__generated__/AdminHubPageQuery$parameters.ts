/**
 * @generated SignedSource<<cae0de8ad7448bb916d00c6c71a979c6>>
 * @relayHash 787020ff3fd20e3550bc24f490fa823f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c441fbd8ca040b413f9e654dd740e92d2cff946d09b99926c4d8dffd3479168

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminHubPageQuery } from './AdminHubPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminHubPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1c441fbd8ca040b413f9e654dd740e92d2cff946d09b99926c4d8dffd3479168",
    "metadata": {},
    "name": "AdminHubPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
