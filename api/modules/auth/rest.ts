// /api/login, /api/logout, /api/signup/requestcode, /api/signup/verifycode.
import { optionalString, type RestEndpoint } from '../../rest/adapter.ts';
import { toUserInfo, viewerInfoSelection } from '../user/rest.ts';

// No `... on AuthError`: the sign-up unions have no AuthError, and a fragment on it fails validation.
const errorSelection = `__typename ... on Error { message } ... on RateLimitError { retryAfterSeconds }`;

/** Passes strings through and lets the schema's validation explain what is wrong. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

export const authRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/login',
    document: `mutation RestLogin($input: LoginInput!) {
      login(input: $input) { ${errorSelection} ... on MutationLoginSuccess { data { ${viewerInfoSelection} } } }
    }`,
    variables: ({ payload }) => ({ input: { email: text(payload.email), password: text(payload.password) } }),
    reply: (data) => ({ body: toUserInfo(data.login.data) }),
  },
  {
    method: 'POST',
    path: '/api/logout',
    document: `mutation RestLogout { logout { ${viewerInfoSelection} } }`,
    variables: () => ({}),
    reply: (data) => ({ body: toUserInfo(data.logout) }),
  },
  {
    method: 'POST',
    path: '/api/signup/requestcode',
    document: `mutation RestSignupRequestCode($input: RequestSignupCodeInput!) {
      requestSignupCode(input: $input) { ${errorSelection} ... on MutationRequestSignupCodeSuccess { data } }
    }`,
    variables: ({ payload }) => ({
      input: {
        email: text(payload.email),
        username: text(payload.username),
        password: text(payload.password),
        externalId: optionalString(payload.rid, 'rid', 200),
      },
    }),
    reply: (data, { payload }) => ({ body: { Status: 'code_sent', Email: text(payload.email).trim().toLowerCase(), Sent: data.requestSignupCode.data } }),
  },
  {
    method: 'POST',
    path: '/api/signup/verifycode',
    document: `mutation RestSignupVerifyCode($input: VerifySignupCodeInput!) {
      verifySignupCode(input: $input) { ${errorSelection} ... on MutationVerifySignupCodeSuccess { data { ${viewerInfoSelection} } } }
    }`,
    variables: ({ payload }) => ({ input: { email: text(payload.email), code: text(payload.code) } }),
    reply: (data) => ({ body: toUserInfo(data.verifySignupCode.data) }),
  },
];
