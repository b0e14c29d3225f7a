/**
 * @generated SignedSource<<ee5058d87a9e5a8ee02c810c8e3cb67d>>
 * @relayHash 7515137b148ef2913f0d2dedbb56ce73
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3ed0a2daa4dc75c6444a8bbd408676f1fdd65e5202963c9d131ce67c95fd80c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SuggestPageQuery } from './SuggestPageQuery.graphql';

const node: PreloadableConcreteRequest<SuggestPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f3ed0a2daa4dc75c6444a8bbd408676f1fdd65e5202963c9d131ce67c95fd80c",
    "metadata": {},
    "name": "SuggestPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
