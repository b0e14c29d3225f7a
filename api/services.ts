// Builds one instance of each module's service per process and hands each the services it may
// call (ARCHITECTURE.md, "Modules"). Nothing here decides anything: what reacts to what is
// api/event-subscriptions.ts, the HTTP and GraphQL edge is api/http/.
import type { FacebookTokenVerifier } from './auth/facebook-token.ts';
import type { GoogleIdTokenVerifier } from './auth/google-id-token.ts';
import type { Mailer } from './auth/mailer.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { PrismaClient } from './db/generated/prisma/client.ts';
import type { DomainEventPublisher } from './events/domain-events.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { createApiKeyService } from './modules/apikey/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import type { SocialSettings } from './modules/auth/social-sign-in.ts';
import { createCommentService } from './modules/comment/service.ts';
import { createCommunityService } from './modules/community/service.ts';
import { createConsentService } from './modules/consent/service.ts';
import { createDemographicsService } from './modules/demographics/service.ts';
import { createEncyclopediaService } from './modules/encyclopedia/service.ts';
import { createExternalIdService } from './modules/externalid/service.ts';
import { createFeedService } from './modules/feed/service.ts';
import { createInsightService } from './modules/insight/service.ts';
import { createOpinionReportService } from './modules/opinionreport/service.ts';
import { createAdminService } from './modules/admin/service.ts';
import { createNotificationService } from './modules/notification/service.ts';
import { createOpinionService } from './modules/opinion/service.ts';
import { createPaymentService } from './modules/payment/service.ts';
import { createStripeGateway } from './modules/payment/stripe-gateway.ts';
import { createPrivacyService } from './modules/privacy/service.ts';
import { createQuizService } from './modules/quiz/service.ts';
import { createNoiseSecret } from './modules/report/noise-key.ts';
import type { SnapshotPolicy } from './domain/breakdown-snapshots.ts';
import type { PaymentSettings } from './domain/payments.ts';
import { createPopulationService } from './modules/report/population.ts';
import { createReportService } from './modules/report/service.ts';
import { createSearchService } from './modules/search/service.ts';
import { createSsoService } from './modules/sso/service.ts';
import { createTopicService } from './modules/topic/service.ts';
import { createUserService } from './modules/user/service.ts';
import { createUserTagService } from './modules/usertag/service.ts';
import { createVoteService } from './modules/vote/service.ts';

export type ServiceDependencies = {
  prisma: PrismaClient;
  /** Where services announce what happened (after their transaction commits). */
  events: DomainEventPublisher;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sessionDays: number;
  /** The session cookie's name and whether it is Secure (HTTPS sites). */
  cookie: { name: string; secure: boolean };
  /** Base of links in e-mails. */
  publicUrl: string;
  /** Stripe keys and prices; without a secret key, test-payments mode. */
  payments: PaymentSettings;
  /** Google and Facebook token checks, when configured, and what the browser needs to use them. */
  social?: {
    verifyGoogleIdToken?: GoogleIdTokenVerifier;
    verifyFacebookToken?: FacebookTokenVerifier;
    settings: SocialSettings;
  };
  /** The sister site (or its development stand-in); null when single sign-on is off. */
  sisterSiteUrl: string | null;
  /**
   * Tests of the population filters and the K rule only: publish exact figures, without the
   * noise every real server adds (docs/privacy.md).
   */
  exactAggregatesForTests?: boolean;
  /** Tests of the snapshot rules: a shorter interval or fewer new voters than every server uses. */
  insightSnapshotsForTests?: SnapshotPolicy;
};

export type Services = ReturnType<typeof createServices>;

export function createServices(dependencies: ServiceDependencies) {
  const { prisma, events, rateLimiter, publicUrl } = dependencies;
  // In dependency order: each service gets only services built before it.
  const users = createUserService({ prisma, events });
  const auth = createAuthService({
    prisma,
    users,
    mailer: dependencies.mailer,
    rateLimiter,
    sessionDays: dependencies.sessionDays,
    cookie: dependencies.cookie,
    productName: 'Opinio',
    publicUrl,
    verifyGoogleIdToken: dependencies.social?.verifyGoogleIdToken,
    verifyFacebookToken: dependencies.social?.verifyFacebookToken,
    socialSettings: dependencies.social?.settings,
  });
  const notifications = createNotificationService({ prisma, events, users });
  const demographics = createDemographicsService({ prisma });
  const topics = createTopicService({ prisma });
  const opinions = createOpinionService({ prisma, events, topics, rateLimiter });
  const votes = createVoteService({ prisma, events, opinions, demographics });
  const comments = createCommentService({ prisma, events, opinions, rateLimiter });
  const feed = createFeedService({ prisma });
  const quizzes = createQuizService({ prisma, votes, demographics });
  const userTags = createUserTagService({ prisma });
  // One secret for the noise on every published aggregate (docs/privacy.md), owned by report.
  const noiseSecret = createNoiseSecret(prisma);
  const exactAggregates = dependencies.exactAggregatesForTests === true;
  const reports = createReportService({ prisma, quizzes, votes, noiseSecret, exactAggregates });
  const encyclopedia = createEncyclopediaService({ prisma, events, rateLimiter });
  const sso = createSsoService({ prisma, auth, users, publicUrl, sisterSiteUrl: dependencies.sisterSiteUrl });
  const analytics = createAnalyticsService({ prisma, rateLimiter });
  const consent = createConsentService({ prisma, rateLimiter, publicUrl });
  const apiKeys = createApiKeyService({ prisma });
  const { payments: paymentSettings } = dependencies;
  const payments = createPaymentService({
    prisma,
    events,
    mailer: dependencies.mailer,
    rateLimiter,
    users,
    reports,
    publicUrl,
    settings: paymentSettings,
    stripe: paymentSettings.secretKey ? createStripeGateway({ ...paymentSettings, secretKey: paymentSettings.secretKey }) : null,
  });
  const insights = createInsightService({
    prisma,
    votes,
    noiseSecret: exactAggregates ? null : noiseSecret,
    policy: dependencies.insightSnapshotsForTests,
  });
  const opinionReports = createOpinionReportService({
    prisma,
    votes,
    opinions,
    userTags,
    topics,
    insights,
    noiseSecret: exactAggregates ? null : noiseSecret,
    policy: dependencies.insightSnapshotsForTests,
  });
  const admin = createAdminService({ prisma, events, comments, users, auth, encyclopedia, userTags, opinions });
  const privacy = createPrivacyService({
    prisma, rateLimiter, users, auth, sso, notifications, demographics, topics, opinions, votes, comments,
    quizzes, reports, userTags, encyclopedia, analytics, consent, apiKeys, payments, opinionReports, admin,
  });
  return {
    users,
    auth,
    notifications,
    demographics,
    topics,
    opinions,
    votes,
    comments,
    feed,
    quizzes,
    userTags,
    reports,
    population: createPopulationService({ prisma, userTags, noiseSecret, exact: exactAggregates }),
    insights,
    opinionReports,
    admin,
    community: createCommunityService({ opinions, votes, feed, comments }),
    search: createSearchService({ prisma }),
    encyclopedia,
    sso,
    externalIds: createExternalIdService({ users, auth }),
    analytics,
    consent,
    apiKeys,
    payments,
    privacy,
  };
}
