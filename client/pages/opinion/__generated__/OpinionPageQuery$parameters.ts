/**
 * @generated SignedSource<<058d0295e906eafd8a8bcd9ef2c4f4a4>>
 * @relayHash eb4998dbdcbe167531da00a50c3d72bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1b625da4dea6f2d537d16d5fd2726debf86c05f652c23bf4a1b2ca844e1a41b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OpinionPageQuery } from './OpinionPageQuery.graphql';

const node: PreloadableConcreteRequest<OpinionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b1b625da4dea6f2d537d16d5fd2726debf86c05f652c23bf4a1b2ca844e1a41b",
    "metadata": {},
    "name": "OpinionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
