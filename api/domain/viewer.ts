// Who is asking: the logged-in person as their session resolved them. Services take it (or just
// its userId) as an argument; nothing below the GraphQL layer reads the request itself.

export type ViewerIdentity = {
  userId: number;
  sessionId: number;
  username: string;
  karma: number;
  role: 'USER' | 'CONTRIBUTOR' | 'ADMIN';
  canDeleteContent: boolean;
  adminHub: boolean;
  canSeeDetailedOpinionReport: boolean;
  canCreateOpinions: boolean;
  canListConvos: boolean;
  subscriptionStatus: SubscriptionStatus;
  externalId: string | null;
  notificationsReadAt: Date | null;
};

/** A partner calling with an API key: no viewer, read-only (docs/product.md#partner-access). */
export type ApiKeyCaller = { id: number; name: string; scope: 'READ_ONLY' };

export type SubscriptionStatus = 'NONE' | 'ACTIVE' | 'PAST_DUE' | 'CANCELED';

/**
 * Whether a subscription status unlocks what Opinio Premium gives. PAST_DUE keeps access while
 * Stripe retries the payment (docs/decisions.md#payments); CANCELED and NONE lock again.
 */
export function isEntitledStatus(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'ACTIVE' || status === 'PAST_DUE';
}
