/**
 * @generated SignedSource<<08b48d4dc7ab0e940fc8760e10d56fb0>>
 * @relayHash 13d5dbe573513e9e6b2e11049de12473
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0366a3ea72e126027d6e8c030a478cb8357cfab1c770fd8f5c647e94aa8d6a8f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminAuditQuery } from './AdminAuditQuery.graphql';

const node: PreloadableConcreteRequest<AdminAuditQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0366a3ea72e126027d6e8c030a478cb8357cfab1c770fd8f5c647e94aa8d6a8f",
    "metadata": {},
    "name": "AdminAuditQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
