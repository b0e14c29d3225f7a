/**
 * @generated SignedSource<<15619bbe9c7539d7243d24ca65509ff7>>
 * @relayHash d5a6e2988df7805e8ba64a8c481f4a4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcbbb3ae1991cc200825afbc92084a300308eab43573126e23710194c0788dfa

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminHomeQuery } from './AdminHomeQuery.graphql';

const node: PreloadableConcreteRequest<AdminHomeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bcbbb3ae1991cc200825afbc92084a300308eab43573126e23710194c0788dfa",
    "metadata": {},
    "name": "AdminHomeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
