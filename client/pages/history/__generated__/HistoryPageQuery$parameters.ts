/**
 * @generated SignedSource<<e4a3fdc62a75b122879c06b3706e57f1>>
 * @relayHash b77fad0f509406b5ac6ae13538343458
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 473f5a28cb108af6c712835899eff15cfe41eaa53a2e11238ba8002af5427411

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HistoryPageQuery } from './HistoryPageQuery.graphql';

const node: PreloadableConcreteRequest<HistoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "473f5a28cb108af6c712835899eff15cfe41eaa53a2e11238ba8002af5427411",
    "metadata": {},
    "name": "HistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
