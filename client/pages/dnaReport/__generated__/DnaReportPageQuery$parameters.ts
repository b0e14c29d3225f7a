/**
 * @generated SignedSource<<ffa501dd384088620a86a1d1e5ee5f8c>>
 * @relayHash b09032558ca254ff4bc6398e668cfcda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3db9d915348edc41524868d9b025ba93fd203e488d15d06452a8050c9161afe3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DnaReportPageQuery } from './DnaReportPageQuery.graphql';

const node: PreloadableConcreteRequest<DnaReportPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3db9d915348edc41524868d9b025ba93fd203e488d15d06452a8050c9161afe3",
    "metadata": {},
    "name": "DnaReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
