// /api/signup/externalid {email, rid} and /api/user/setexternalid {rid}.
import { type RestEndpoint } from '../../rest/adapter.ts';
import { toUserInfo, viewerInfoSelection } from '../user/rest.ts';

const errorSelection = `__typename ... on Error { message }`;

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

export const externalIdRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/signup/externalid',
    document: `mutation RestSignupExternalId($email: String!, $rid: String!) {
      attachExternalIdAtSignup(email: $email, rid: $rid) { ${errorSelection} ... on MutationAttachExternalIdAtSignupSuccess { data } }
    }`,
    variables: ({ payload }) => ({ email: text(payload.email), rid: text(payload.rid) }),
    reply: () => ({ body: { Status: 'ok' } }),
  },
  {
    method: 'POST',
    path: '/api/user/setexternalid',
    document: `mutation RestSetExternalId($rid: String!) {
      setExternalId(rid: $rid) { ${errorSelection} ... on MutationSetExternalIdSuccess { data { ${viewerInfoSelection} } } }
    }`,
    variables: ({ payload }) => ({ rid: text(payload.rid) }),
    reply: (data) => ({ body: toUserInfo(data.setExternalId.data) }),
  },
];
