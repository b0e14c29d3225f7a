/**
 * @generated SignedSource<<4fddbd22ee47b007e3e735bd8c934e19>>
 * @relayHash e2f7e98b3a6a2b26195e573d6598447c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be2f0c69ef91c9cbde7ea79d8e9ad57bf2c6921d30cd04d30159a83e603f777c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserProfilePageQuery } from './UserProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<UserProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "be2f0c69ef91c9cbde7ea79d8e9ad57bf2c6921d30cd04d30159a83e603f777c",
    "metadata": {},
    "name": "UserProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
