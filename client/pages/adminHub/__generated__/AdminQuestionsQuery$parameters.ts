/**
 * @generated SignedSource<<d1d55d4e7ee82630813cb09584b81b9e>>
 * @relayHash 256073bc4e886f71bc789185bb393c1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95760bcc5ebcd137692fe2d930cb381bf8a88dc136fea097183f01cce2012370

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminQuestionsQuery } from './AdminQuestionsQuery.graphql';

const node: PreloadableConcreteRequest<AdminQuestionsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "95760bcc5ebcd137692fe2d930cb381bf8a88dc136fea097183f01cce2012370",
    "metadata": {},
    "name": "AdminQuestionsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
