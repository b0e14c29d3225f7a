/**
 * @generated SignedSource<<ff8ff33e4151e216c1a873121311d8a5>>
 * @relayHash 3b1f225e4be9830f5612809bb7fcdb28
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb0aac3944f6a3b9dba539aca99dcc940bf33cb529d9e50437abfc9cbaae4e96

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TopContributorsPageQuery } from './TopContributorsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopContributorsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fb0aac3944f6a3b9dba539aca99dcc940bf33cb529d9e50437abfc9cbaae4e96",
    "metadata": {},
    "name": "TopContributorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
