// GET /api/stripe-config, POST /api/create-checkout-session {kind?}, and the checkout return
// GET /api/checkout-session?session_id= (POST {session_id} answers the same, for older clients):
// shapes in docs/product.md#payments. The return only reads: state changes through webhooks.
import { ValidationError } from '../../domain/errors.ts';
import { optionalString, requiredString, type RestEndpoint, type RestInput } from '../../rest/adapter.ts';

const CHECKOUT_SESSION_DOCUMENT = `query RestCheckoutSession($sessionId: String!) {
  checkoutSession(sessionId: $sessionId) {
    __typename ... on Error { message } ... on AuthError { status }
    ... on CheckoutSession { paid message }
  }
}`;

function checkoutKindOf(payload: RestInput['payload']): 'PREMIUM' | 'EBOOK' {
  const kind = optionalString(payload.kind, 'kind', 20);
  if (kind === null || kind === 'premium') return 'PREMIUM';
  if (kind === 'ebook') return 'EBOOK';
  throw new ValidationError('kind must be "premium" or "ebook"', [{ path: ['kind'], message: 'Must be "premium" or "ebook"' }]);
}

export const paymentRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/stripe-config',
    document: `query RestStripeConfig { paymentsConfig { currency ebookUnitAmount publicKey } }`,
    variables: () => ({}),
    reply: (data) => ({
      body: { currency: data.paymentsConfig.currency, unitAmount: data.paymentsConfig.ebookUnitAmount, publicKey: data.paymentsConfig.publicKey },
    }),
  },
  {
    method: 'POST',
    path: '/api/create-checkout-session',
    document: `mutation RestCreateCheckoutSession($kind: CheckoutKind!, $returnPath: String) {
      createCheckoutSession(kind: $kind, returnPath: $returnPath) {
        __typename ... on Error { message } ... on AuthError { status } ... on RateLimitError { retryAfterSeconds }
        ... on MutationCreateCheckoutSessionSuccess { data { sessionId url } }
      }
    }`,
    // Only the kind and the return path are read: an amount or a price in the body is ignored.
    variables: ({ payload }) => ({ kind: checkoutKindOf(payload), returnPath: optionalString(payload.returnPath, 'returnPath', 500) }),
    reply: (data) => ({ body: { sessionId: data.createCheckoutSession.data.sessionId, url: data.createCheckoutSession.data.url } }),
  },
  {
    method: 'GET',
    path: '/api/checkout-session',
    document: CHECKOUT_SESSION_DOCUMENT,
    variables: ({ query }) => ({ sessionId: requiredString(query.get('session_id'), 'session_id', 255) }),
    reply: (data) => ({ body: { Paid: data.checkoutSession.paid, Message: data.checkoutSession.message } }),
  },
  {
    // Kept for clients of the earlier POST form; it reads only, like the GET.
    method: 'POST',
    path: '/api/checkout-session',
    document: CHECKOUT_SESSION_DOCUMENT,
    variables: ({ payload }) => ({ sessionId: requiredString(payload.session_id, 'session_id', 255) }),
    reply: (data) => ({ body: { Paid: data.checkoutSession.paid, Message: data.checkoutSession.message } }),
  },
];
