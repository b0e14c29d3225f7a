/**
 * @generated SignedSource<<587d002fa6cee9b6ec0fc8a5433ee870>>
 * @relayHash 670933371c5f8044d528fc3f95ab3edd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 599bd908a64e992670796df89465370300c959c8371224ab298dffd1e02992ae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DetailedOpinionReportPageQuery } from './DetailedOpinionReportPageQuery.graphql';

const node: PreloadableConcreteRequest<DetailedOpinionReportPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "599bd908a64e992670796df89465370300c959c8371224ab298dffd1e02992ae",
    "metadata": {},
    "name": "DetailedOpinionReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
