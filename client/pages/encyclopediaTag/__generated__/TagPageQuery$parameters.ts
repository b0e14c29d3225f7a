/**
 * @generated SignedSource<<9d75b20416934965855bde1381728435>>
 * @relayHash 706b04a8608dfbb46bb52efad070eb65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e91ec7365db3551429b65052d7f12c1e591b42ebfe64823e907c7ffed47c39be

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TagPageQuery } from './TagPageQuery.graphql';

const node: PreloadableConcreteRequest<TagPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e91ec7365db3551429b65052d7f12c1e591b42ebfe64823e907c7ffed47c39be",
    "metadata": {},
    "name": "TagPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
