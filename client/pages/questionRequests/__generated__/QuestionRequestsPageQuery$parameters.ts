/**
 * @generated SignedSource<<82d1e969beead4d93645d707d4daac61>>
 * @relayHash 005f8b3d2ad397814133b7f38ac5329c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ae05d29cb215107ab7562db50e62d5e9e3371d9edc994384e17b0adc6511755

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuestionRequestsPageQuery } from './QuestionRequestsPageQuery.graphql';

const node: PreloadableConcreteRequest<QuestionRequestsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2ae05d29cb215107ab7562db50e62d5e9e3371d9edc994384e17b0adc6511755",
    "metadata": {},
    "name": "QuestionRequestsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
