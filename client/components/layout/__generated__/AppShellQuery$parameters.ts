/**
 * @generated SignedSource<<4dadc71e34458706005487fedbb0b153>>
 * @relayHash f63d0386b1d92279bd114a2f44d2ac6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b477094cc79cc99071aed91740e33694aa4964e1d1d0548606baee358433fe6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AppShellQuery } from './AppShellQuery.graphql';

const node: PreloadableConcreteRequest<AppShellQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1b477094cc79cc99071aed91740e33694aa4964e1d1d0548606baee358433fe6",
    "metadata": {},
    "name": "AppShellQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
