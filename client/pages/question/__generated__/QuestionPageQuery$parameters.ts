/**
 * @generated SignedSource<<4f1e0bb32f8257e0497a1bcea449798f>>
 * @relayHash 754b6ce1747f2313ecfb1f401246c20a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ee47967e14b836dc0e1dfb1e15300b43ff0d6969569d88d9857cf59c3c6c8df

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionPageQuery } from './QuestionPageQuery.graphql';

const node: PreloadableConcreteRequest<QuestionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9ee47967e14b836dc0e1dfb1e15300b43ff0d6969569d88d9857cf59c3c6c8df",
    "metadata": {},
    "name": "QuestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
