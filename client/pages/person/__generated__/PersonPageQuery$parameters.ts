/**
 * @generated SignedSource<<041fd8cb235b07d19f61a01b7c084b6f>>
 * @relayHash af7347bb8991500b436958e3845e1d21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01666d24f7ef110f818373086b20472b7c283bb190d4ffc4a11c691c1fdaf7ce

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PersonPageQuery } from './PersonPageQuery.graphql';

const node: PreloadableConcreteRequest<PersonPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "01666d24f7ef110f818373086b20472b7c283bb190d4ffc4a11c691c1fdaf7ce",
    "metadata": {},
    "name": "PersonPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
