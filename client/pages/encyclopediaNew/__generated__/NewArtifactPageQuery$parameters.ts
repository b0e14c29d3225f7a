/**
 * @generated SignedSource<<b2fd8ed5c492f712815e3d1806561fa9>>
 * @relayHash 8b403c5896b56d6cec28c6a52994d385
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49f869d306dd5aebef5988c778b1b91a6a9ed3169a3439335e2da4349d2c5d75

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NewArtifactPageQuery } from './NewArtifactPageQuery.graphql';

const node: PreloadableConcreteRequest<NewArtifactPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "49f869d306dd5aebef5988c778b1b91a6a9ed3169a3439335e2da4349d2c5d75",
    "metadata": {},
    "name": "NewArtifactPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
