// /api/sso/handoff (the browser) and /api/sso/redeem (the sister site's server).
import { optionalString, type RestEndpoint } from '../../rest/adapter.ts';

const errorSelection = `__typename ... on Error { message }`;

export const ssoRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/sso/handoff',
    document: `mutation RestSsoHandoff($returnUrl: String) {
      startSingleSignOn(returnUrl: $returnUrl) { ${errorSelection} ... on MutationStartSingleSignOnSuccess { data { url } } }
    }`,
    variables: ({ payload }) => ({ returnUrl: optionalString(payload.returnUrl, 'returnUrl', 2000) }),
    reply: (data) => ({ body: { URL: data.startSingleSignOn.data.url } }),
  },
  {
    method: 'POST',
    path: '/api/sso/redeem',
    document: `mutation RestSsoRedeem($token: String!) {
      redeemSingleSignOnToken(token: $token) {
        ${errorSelection}
        ... on MutationRedeemSingleSignOnTokenSuccess { data { userId username email externalId returnUrl } }
      }
    }`,
    variables: ({ payload }) => ({ token: typeof payload.token === 'string' ? payload.token : '' }),
    reply: (data) => {
      const identity = data.redeemSingleSignOnToken.data;
      return {
        body: {
          UserID: identity.userId,
          Username: identity.username,
          Email: identity.email,
          ExternalID: identity.externalId ?? '',
          ReturnURL: identity.returnUrl ?? '',
        },
      };
    },
  },
];
