/**
 * @generated SignedSource<<f441394e8c12987c213d0fc39dbab17a>>
 * @relayHash 9b04ad11e54a388e0473e985e3c0ce1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4661f7a5905ed38db1b4c88e064b26f2dfcb6c7046a4205a290e15c65b62d3e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewQuestionPageQuery } from './NewQuestionPageQuery.graphql';

const node: PreloadableConcreteRequest<NewQuestionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e4661f7a5905ed38db1b4c88e064b26f2dfcb6c7046a4205a290e15c65b62d3e",
    "metadata": {},
    "name": "NewQuestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
