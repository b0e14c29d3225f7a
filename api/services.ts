// The composition root: one instance of each module's service per process, wired together.
import { type Mailer } from './auth/mailer.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { PrismaClient } from './db/generated/prisma/client.ts';
import type { AppPubSub } from './realtime/pubsub.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createFeedService } from './modules/feed/service.ts';
import { createOpinionService } from './modules/opinion/service.ts';
import { createTopicService } from './modules/topic/service.ts';
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
};

export type Services = ReturnType<typeof createServices>;

export function createServices(dependencies: ServiceDependencies) {
  const { prisma, pubsub } = dependencies;
  const opinions = createOpinionService({ prisma });
  return {
    prisma,
    pubsub,
    cookie: dependencies.cookie,
    auth: createAuthService({ ...dependencies, productName: 'Opinio' }),
    users: createUserService({ prisma }),
    opinions,
    votes: createVoteService({ prisma, pubsub, opinions }),
    topics: createTopicService({ prisma }),
    feed: createFeedService({ prisma }),
  };
}
