// /api/login, /api/logout, /api/signup/requestcode, /api/signup/verifycode, /api/passwordreset/*,
// /api/google/*, /api/facebook/*.
import { optionalString, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';
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
      login(input: $input) { ${errorSelection} ... on AuthError { status } ... on MutationLoginSuccess { data { ${viewerInfoSelection} } } }
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
  {
    method: 'POST',
    path: '/api/passwordreset/request',
    document: `mutation RestPasswordResetRequest($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) { ${errorSelection} ... on MutationRequestPasswordResetSuccess { data } }
    }`,
    variables: ({ payload }) => ({
      input: { email: text(payload.email), externalId: optionalString(payload.rid, 'rid', 200) },
    }),
    // The same answer whether or not the address has an account.
    reply: (_data, { payload }) => ({ body: { Status: 'reset_requested', Email: text(payload.email).trim().toLowerCase() } }),
  },
  {
    method: 'POST',
    path: '/api/passwordreset/set',
    document: `mutation RestPasswordResetSet($input: ResetPasswordInput!) {
      resetPassword(input: $input) { ${errorSelection} ... on MutationResetPasswordSuccess { data { ${viewerInfoSelection} } } }
    }`,
    variables: ({ payload }) => ({
      input: {
        tokenValue: text(payload.tokenValue),
        newPassword: text(payload.newPassword),
        externalId: optionalString(payload.rid, 'rid', 200),
      },
    }),
    reply: (data) => ({ body: toUserInfo(data.resetPassword.data) }),
  },
  ...socialEndpoints('google', 'Google'),
  ...socialEndpoints('facebook', 'Facebook'),
];

/** Social answers carry body.Status; logged_in also carries the user info (docs/product.md#account-calls). */
function socialReply(result: GraphQLData) {
  const status = String(result.status).toLowerCase();
  return { body: status === 'logged_in' ? { Status: status, ...toUserInfo(result.viewer) } : { Status: status } };
}

function socialEndpoints(provider: 'google' | 'facebook', typeName: 'Google' | 'Facebook'): RestEndpoint[] {
  const success = (field: string) => `${errorSelection} ... on Mutation${field[0].toUpperCase()}${field.slice(1)}Success {
    data { status viewer { ${viewerInfoSelection} } } }`;
  const token = (payload: Record<string, unknown>) =>
    provider === 'google' ? { idToken: text(payload.idToken) } : { accessToken: text(payload.access_token), email: optionalString(payload.email, 'email', 254) };
  return [
    {
      method: 'POST',
      path: `/api/${provider}/login`,
      document: `mutation Rest${typeName}Login($input: ${typeName}LoginInput!) { ${provider}Login(input: $input) { ${success(`${provider}Login`)} } }`,
      variables: ({ payload }) => ({ input: token(payload) }),
      reply: (data) => socialReply(data[`${provider}Login`].data),
    },
    {
      method: 'POST',
      path: `/api/${provider}/signup`,
      document: `mutation Rest${typeName}Signup($input: ${typeName}SignupInput!) { ${provider}Signup(input: $input) { ${success(`${provider}Signup`)} } }`,
      variables: ({ payload }) => ({
        input: { ...token(payload), username: text(payload.username), externalId: optionalString(payload.rid, 'rid', 200) },
      }),
      reply: (data) => socialReply(data[`${provider}Signup`].data),
    },
  ];
}
