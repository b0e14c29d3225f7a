/**
 * @generated SignedSource<<b81fda0a359538a0f2378aaa0c384906>>
 * @relayHash 8f2be7e8e05881e8cc2f2d97cabc7ae4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e677aa1a394fd36c262b430891157a858981f62bbb7ed5fe6ab28a643ec9a7f0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DetailedReportPageQuery } from './DetailedReportPageQuery.graphql';

const node: PreloadableConcreteRequest<DetailedReportPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e677aa1a394fd36c262b430891157a858981f62bbb7ed5fe6ab28a643ec9a7f0",
    "metadata": {},
    "name": "DetailedReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
