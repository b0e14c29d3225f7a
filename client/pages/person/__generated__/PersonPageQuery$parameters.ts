/**
 * @generated SignedSource<<fc459754a93b5ec935912ba9b83c9435>>
 * @relayHash af4936a3b7ad85dcf86ef2101acccde4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8426d66999754b1cff41e791c82db6ad5f7caa6393f4259f4a0a2b6e5b2e66e3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PersonPageQuery } from './PersonPageQuery.graphql';

const node: PreloadableConcreteRequest<PersonPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8426d66999754b1cff41e791c82db6ad5f7caa6393f4259f4a0a2b6e5b2e66e3",
    "metadata": {},
    "name": "PersonPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
