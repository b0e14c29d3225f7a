/**
 * @generated SignedSource<<efd420caee365687da065d43c90e3e7c>>
 * @relayHash c4c27675dea6c70173f309a8962b9ca1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b299049b1d512f3de9cfe76df1e36d83b4d6cc56b5d84f487525ce35ad612b8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminRemovedOpinionsQuery } from './AdminRemovedOpinionsQuery.graphql';

const node: PreloadableConcreteRequest<AdminRemovedOpinionsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8b299049b1d512f3de9cfe76df1e36d83b4d6cc56b5d84f487525ce35ad612b8",
    "metadata": {},
    "name": "AdminRemovedOpinionsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
