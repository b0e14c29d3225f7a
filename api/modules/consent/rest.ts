// /api/cookies/logchoice, /api/emailprefs/get and /api/emailprefs/set.
import { ValidationError } from '../../domain/errors.ts';
import { optionalString, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';

const errorSelection = `__typename ... on Error { message }`;
const rateLimitedErrorSelection = `${errorSelection} ... on RateLimitError { retryAfterSeconds }`;
const preferenceSelection = 'newsletter notifications productUpdates';

function flag(value: unknown, name: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  throw new ValidationError(`${name} must be true or false`, [{ path: [name], message: 'Must be true or false' }]);
}

function toPreferences(preferences: GraphQLData) {
  return { Newsletter: preferences.newsletter, Notifications: preferences.notifications, ProductUpdates: preferences.productUpdates };
}

export const consentRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/cookies/logchoice',
    document: `mutation RestCookieChoice($input: CookieChoiceInput!) {
      logCookieChoice(input: $input) { ${rateLimitedErrorSelection} ... on MutationLogCookieChoiceSuccess { data } }
    }`,
    variables: ({ payload }) => ({
      input: {
        loadThirdParty: flag(payload.loadThirdParty, 'loadThirdParty'),
        accepted: payload.accepted === undefined ? true : flag(payload.accepted, 'accepted'),
        level: payload.level === undefined ? 1 : payload.level,
        version: optionalString(payload.version, 'version', 40) ?? '',
        url: optionalString(payload.url, 'url', 2000) ?? '',
      },
    }),
    reply: (data) => ({ body: { Logged: data.logCookieChoice.data } }),
  },
  {
    method: 'POST',
    path: '/api/emailprefs/get',
    document: `query RestEmailPrefsGet($token: String) {
      emailPreferences(token: $token) { ${errorSelection} ... on QueryEmailPreferencesSuccess { data { ${preferenceSelection} } } }
    }`,
    variables: ({ payload }) => ({ token: optionalString(payload.t, 't', 200) }),
    reply: (data) => ({ body: toPreferences(data.emailPreferences.data) }),
  },
  {
    method: 'POST',
    path: '/api/emailprefs/set',
    document: `mutation RestEmailPrefsSet($input: EmailPreferencesInput!) {
      setEmailPreferences(input: $input) { ${errorSelection} ... on MutationSetEmailPreferencesSuccess { data { ${preferenceSelection} } } }
    }`,
    variables: ({ payload }) => ({
      input: {
        token: optionalString(payload.t, 't', 200),
        newsletter: flag(payload.newsletter, 'newsletter'),
        notifications: flag(payload.notifications, 'notifications'),
        productUpdates: flag(payload.productUpdates, 'productUpdates'),
      },
    }),
    reply: (data) => ({ body: toPreferences(data.setEmailPreferences.data) }),
  },
];
