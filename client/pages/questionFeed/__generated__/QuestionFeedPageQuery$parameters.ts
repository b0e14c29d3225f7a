/**
 * @generated SignedSource<<0b641d5334e84059f614f031ea17fa63>>
 * @relayHash 8012301fde5f03a7d377e3710189bb73
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcb1d583d054a3184094ab5b66491d990378f3692ec2626187eda0843cf40da5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionFeedPageQuery } from './QuestionFeedPageQuery.graphql';

const node: PreloadableConcreteRequest<QuestionFeedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fcb1d583d054a3184094ab5b66491d990378f3692ec2626187eda0843cf40da5",
    "metadata": {},
    "name": "QuestionFeedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
