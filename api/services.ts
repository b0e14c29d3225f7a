// The composition root: one instance of each module's service per process, wired together.
import { type Mailer } from './auth/mailer.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { PrismaClient } from './db/generated/prisma/client.ts';
import type { AppPubSub } from './realtime/pubsub.ts';
import type { FacebookTokenVerifier } from './auth/facebook-token.ts';
import type { GoogleIdTokenVerifier } from './auth/google-id-token.ts';
import { createAuthService, type SocialSettings } from './modules/auth/service.ts';
import { createCommentActivityReads } from './modules/comment/activity-reads.ts';
import { createCommunityService } from './modules/community/service.ts';
import { createInsightService } from './modules/insight/service.ts';
import { createDemographicsService } from './modules/demographics/service.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { createConsentService } from './modules/consent/service.ts';
import { createExternalIdService } from './modules/externalid/service.ts';
import { createSsoService } from './modules/sso/service.ts';
import { createFeedService } from './modules/feed/service.ts';
import { createSearchService } from './modules/search/service.ts';
import { createEncyclopediaService } from './modules/encyclopedia/service.ts';
import { createCommentService } from './modules/comment/service.ts';
import { createNotificationService } from './modules/notification/service.ts';
import { createOpinionService } from './modules/opinion/service.ts';
import { createQuizService } from './modules/quiz/service.ts';
import { createPopulationService } from './modules/report/population.ts';
import { createReportService } from './modules/report/service.ts';
import { createTopicService } from './modules/topic/service.ts';
import { createUserTagService } from './modules/usertag/service.ts';
import { createUserService } from './modules/user/service.ts';
import { createVoteService } from './modules/vote/service.ts';

export type ServiceDependencies = {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sessionDays: number;
  /** The session cookie's name and whether it is Secure (HTTPS sites). */
  cookie: { name: string; secure: boolean };
  /** Base of links in e-mails. */
  publicUrl: string;
  /** Google and Facebook token checks, when configured, and what the browser needs to use them. */
  social?: {
    verifyGoogleIdToken?: GoogleIdTokenVerifier;
    verifyFacebookToken?: FacebookTokenVerifier;
    settings: SocialSettings;
  };
  /** The sister site (or its development stand-in); null when single sign-on is off. */
  sisterSiteUrl: string | null;
};

export type Services = ReturnType<typeof createServices>;

export function createServices(dependencies: ServiceDependencies) {
  const { prisma, pubsub } = dependencies;
  const notifications = createNotificationService({ prisma, pubsub });
  const users = createUserService({
    prisma,
    // Crossing a level or award threshold: a Milestone notification linking to the profile.
    announceMilestone: (milestone) =>
      notifications
        .createNotification({
          userId: milestone.userId,
          kind: 'MILESTONE',
          actionName: 'Milestone',
          args: { FieldName: milestone.kind, Threshold: milestone.threshold },
          url: `/u/${encodeURIComponent(milestone.username)}`,
          body: milestone.text,
        })
        .then(() => undefined),
  });
  const opinions = createOpinionService({ prisma, users });
  const reports = createReportService({ prisma });
  const demographics = createDemographicsService({ prisma });
  const feed = createFeedService({ prisma });
  const votes = createVoteService({ prisma, pubsub, opinions, users, feed, afterVote: reports.recomputeAfterVote });
  const commentActivity = createCommentActivityReads({ prisma });
  const userTags = createUserTagService({ prisma });
  return {
    prisma,
    pubsub,
    cookie: dependencies.cookie,
    auth: createAuthService({
      ...dependencies,
      productName: 'Opinio',
      verifyGoogleIdToken: dependencies.social?.verifyGoogleIdToken,
      verifyFacebookToken: dependencies.social?.verifyFacebookToken,
      socialSettings: dependencies.social?.settings,
    }),
    users,
    opinions,
    votes,
    reports,
    quizzes: createQuizService({ prisma, votes, demographics }),
    topics: createTopicService({ prisma }),
    feed,
    commentActivity,
    insights: createInsightService({ votes }),
    community: createCommunityService({ opinions, votes, feed, commentActivity }),
    demographics,
    userTags,
    population: createPopulationService({ prisma, userTags }),
    search: createSearchService({ prisma }),
    encyclopedia: createEncyclopediaService({ prisma }),
    sso: createSsoService({ prisma, publicUrl: dependencies.publicUrl, sisterSiteUrl: dependencies.sisterSiteUrl }),
    analytics: createAnalyticsService({ prisma, rateLimiter: dependencies.rateLimiter }),
    consent: createConsentService({ prisma, rateLimiter: dependencies.rateLimiter, publicUrl: dependencies.publicUrl }),
    externalIds: createExternalIdService({ prisma }),
    notifications,
    // afterCommit: listeners of CommentEvent; karma recounts the author of a posted, deleted, liked or unliked comment.
    comments: createCommentService({
      prisma,
      opinions,
      notifications,
      afterCommit: [(event) => users.recountAfterCommentEvent(event), (event) => feed.afterCommentEvent(event)],
    }),
  };
}
