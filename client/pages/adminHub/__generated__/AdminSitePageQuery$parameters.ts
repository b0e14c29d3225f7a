/**
 * @generated SignedSource<<4bfb8327dbba31b7ee540147df07c13c>>
 * @relayHash 6e2009403ccd931e983affd148fa8cbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f417c83b7753fcad7fe2f3cdab36c22c19e2d44797643a2a3729e209c1c5ef27

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminSitePageQuery } from './AdminSitePageQuery.graphql';

const node: PreloadableConcreteRequest<AdminSitePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f417c83b7753fcad7fe2f3cdab36c22c19e2d44797643a2a3729e209c1c5ef27",
    "metadata": {},
    "name": "AdminSitePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
