// GET /api/user/export: the viewer's data as a file download, opinio-<username>.json.
// POST /api/user/delete {confirmation}: erases the account (docs/product.md#your-data).
import { requiredString, type RestEndpoint } from '../../rest/adapter.ts';

export const privacyRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/user/export',
    document: `query RestMyData {
      myData { __typename ... on Error { message } ... on AuthError { status } ... on RateLimitError { retryAfterSeconds }
        ... on QueryMyDataSuccess { data { username json } } }
    }`,
    variables: () => ({}),
    reply: (data) => ({
      body: null,
      file: { contentType: 'application/json; charset=utf-8', filename: `opinio-${data.myData.data.username}.json`, content: data.myData.data.json },
    }),
  },
  {
    method: 'POST',
    path: '/api/user/delete',
    document: `mutation RestDeleteAccount($confirmation: String!) {
      deleteAccount(confirmation: $confirmation) { __typename ... on Error { message } ... on AuthError { status }
        ... on RateLimitError { retryAfterSeconds } }
    }`,
    variables: (input) => ({ confirmation: requiredString(input.payload.confirmation, 'confirmation', 200) }),
    reply: () => ({ body: { Deleted: true } }),
  },
];
