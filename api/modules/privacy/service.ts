// A member's rights over their data (docs/product.md#your-data): a copy of everything stored
// about them, and the erasure of their account. Owns no table: each module that keeps personal
// rows reads and erases its own through its service, and the erasure runs them all inside one
// transaction, so a failure half-way leaves the account exactly as it was.
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { AnalyticsService } from '../analytics/service.ts';
import type { ApiKeyService } from '../apikey/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CommentService } from '../comment/service.ts';
import type { ConsentService } from '../consent/service.ts';
import type { DemographicsService } from '../demographics/service.ts';
import type { EncyclopediaService } from '../encyclopedia/service.ts';
import type { NotificationService } from '../notification/service.ts';
import type { OpinionService } from '../opinion/service.ts';
import type { OpinionReportService } from '../opinionreport/service.ts';
import type { AdminService } from '../admin/service.ts';
import type { PaymentService } from '../payment/service.ts';
import type { QuizService } from '../quiz/service.ts';
import type { ReportService } from '../report/service.ts';
import type { SsoService } from '../sso/service.ts';
import type { TopicService } from '../topic/service.ts';
import type { UserService } from '../user/service.ts';
import type { UserTagService } from '../usertag/service.ts';
import type { VoteService } from '../vote/service.ts';
import { AuthError } from '../../domain/errors.ts';

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** A full copy reads every personal table: a few per hour is plenty for a person. */
export const exportRateLimit: RateLimitRule = { name: 'personal-data-export', limit: 5, windowSeconds: 60 * 60 };

/** Bumped when the export's shape changes in a way a reader of old files must know. */
export const EXPORT_FORMAT = 'opinio-personal-data/1';

/** Generous: the erasure of a very active account touches many rows on a busy machine. */
const ERASURE_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

export function createPrivacyService(dependencies: {
  prisma: PrismaClient;
  rateLimiter: RateLimiter;
  users: UserService;
  auth: AuthService;
  sso: SsoService;
  notifications: NotificationService;
  demographics: DemographicsService;
  topics: TopicService;
  opinions: OpinionService;
  votes: VoteService;
  comments: CommentService;
  quizzes: QuizService;
  reports: ReportService;
  userTags: UserTagService;
  encyclopedia: EncyclopediaService;
  analytics: AnalyticsService;
  consent: ConsentService;
  apiKeys: ApiKeyService;
  payments: PaymentService;
  opinionReports: OpinionReportService;
  admin: AdminService;
}) {
  const { prisma, rateLimiter, users, auth } = dependencies;
  const modules = dependencies;

  return {
    /**
     * Everything stored about `userId`, grouped by what it is. Left out: secrets that are keys
     * rather than facts about the person (password hash, hashed session, reset, sign-on and
     * unsubscribe tokens), the avatar's bytes (the file is on the profile page), and what is not
     * theirs (the anonymous vote rollups).
     */
    async exportOf(userId: number, now = new Date()) {
      await rateLimiter.hit(exportRateLimit, String(userId));
      const user = await users.personalDataOf(userId);
      if (!user) throw new AuthError();
      const [signIn, demographics, topics, opinions, votes, discussion, notifications, quizzes, reports, userTags, encyclopedia, analyticsEvents, consent, payments] =
        await Promise.all([
          auth.personalDataOf(userId),
          modules.demographics.personalDataOf(userId),
          modules.topics.personalDataOf(userId),
          modules.opinions.personalDataOf(userId),
          modules.votes.personalDataOf(userId),
          modules.comments.personalDataOf(userId),
          modules.notifications.personalDataOf(userId),
          modules.quizzes.personalDataOf(userId),
          modules.reports.personalDataOf(userId),
          modules.userTags.personalDataOf(userId),
          modules.encyclopedia.personalDataOf(userId),
          modules.analytics.personalDataOf(userId),
          modules.consent.personalDataOf(userId),
          modules.payments.personalDataOf(userId),
        ]);
      return {
        format: EXPORT_FORMAT,
        exportedAt: now.toISOString(),
        account: user.account,
        milestones: user.milestones,
        signIn,
        demographics,
        follows: topics.follows,
        topicsCreated: topics.topicsCreated,
        opinionsCreated: opinions,
        votes: votes.votes,
        voteHistory: votes.history,
        comments: discussion.comments,
        goodPointsGiven: discussion.goodPointsGiven,
        commentReportsFiled: discussion.reportsFiled,
        notifications,
        quizzes,
        reports,
        userTags,
        encyclopediaRevisions: encyclopedia.revisions,
        encyclopediaRevisionsLiked: encyclopedia.revisionsLiked,
        encyclopediaRequests: encyclopedia.requests,
        encyclopediaFollows: encyclopedia.follows,
        analyticsEvents,
        cookieConsents: consent.cookieConsents,
        emailPreferences: consent.emailPreferences,
        subscription: payments.subscription,
        purchases: payments.purchases,
      };
    },

    /**
     * Checks the confirmation (auth), then erases the account in one transaction: every owner
     * removes or detaches its rows, the account row goes last. Afterwards no session is left, so
     * every device is signed out. Karma of the people whose comments lost this person's good
     * points is recounted after the commit.
     */
    async deleteAccount(userId: number, confirmation: string): Promise<void> {
      const { email } = await auth.confirmAccountDeletion(userId, confirmation);
      const karmaToRecount = await prisma.$transaction(async (db) => {
        const deletedAccountId = await users.deletedAccountId(db);
        await auth.eraseUser(userId, email, db);
        await modules.sso.eraseUser(userId, db);
        await modules.notifications.eraseUser(userId, db);
        await modules.demographics.eraseUser(userId, db);
        await modules.topics.eraseUser(userId, db);
        await modules.opinions.eraseUser(userId, db);
        // Before the votes go: they tell which opinions' vote snapshots hold this member.
        await modules.opinionReports.eraseUser(userId, db);
        await modules.votes.eraseUser(userId, db);
        // Before their comments go: the audit log's excerpts of them are found through them.
        await modules.admin.eraseUser(userId, db);
        const authorsLiked = await modules.comments.eraseUser(userId, deletedAccountId, db);
        await modules.quizzes.eraseUser(userId, db);
        await modules.reports.eraseUser(userId, db);
        await modules.userTags.eraseUser(userId, db);
        await modules.encyclopedia.eraseUser(userId, deletedAccountId, db);
        await modules.analytics.eraseUser(userId, db);
        await modules.consent.eraseUser(userId, db);
        await modules.apiKeys.eraseUser(userId, db);
        await modules.payments.eraseUser(userId, db);
        await users.eraseAccount(userId, db);
        return authorsLiked;
      }, ERASURE_TRANSACTION);
      for (const authorId of karmaToRecount) await users.recountKarma(authorId);
    },
  };
}
