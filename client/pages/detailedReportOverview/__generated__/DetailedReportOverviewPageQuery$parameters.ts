/**
 * @generated SignedSource<<fa69215801d93ad301b4c683d01ac60b>>
 * @relayHash d96f40d2bf2e58a5ebd07c92c64ffef9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0595ee9406325ff909a3279572829397345a37bd61a1ed73a8535bff3861484

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DetailedReportOverviewPageQuery } from './DetailedReportOverviewPageQuery.graphql';

const node: PreloadableConcreteRequest<DetailedReportOverviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f0595ee9406325ff909a3279572829397345a37bd61a1ed73a8535bff3861484",
    "metadata": {},
    "name": "DetailedReportOverviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
