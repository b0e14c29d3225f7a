/**
 * @generated SignedSource<<9009b5d46553939b155aefb0a75bad08>>
 * @relayHash f0b4d758b080483a2a0469201d782903
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14a05a8e062816ef6acc02d50f580ef69e5863e3d866608738cc893c7d3dec39

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminUserTagQuery } from './AdminUserTagQuery.graphql';

const node: PreloadableConcreteRequest<AdminUserTagQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "14a05a8e062816ef6acc02d50f580ef69e5863e3d866608738cc893c7d3dec39",
    "metadata": {},
    "name": "AdminUserTagQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
