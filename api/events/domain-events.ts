// In-process domain events: "after X happened, also do Y" in one place. A module publishes what
// happened once its transaction has committed; the subscribers (karma, milestones,
// notifications, trending, reports, live updates) are registered in api/event-subscriptions.ts
// and nowhere else, so that file answers "what happens after a vote?".
//
// Publishing waits for every subscriber, in the order they were registered, so the request that
// caused the event answers with its consequences in place (the voter's new karma, the reply's
// notification). A subscriber that throws is reported and the others still run: the event has
// happened, and its cause (a committed vote) must not turn into an error for the person.
// Redis pub/sub stays the transport between processes for live updates; this is the in-process
// side that decides what to send.
import type { DeletedReason } from '../domain/comment-rules.ts';
import type { MilestoneKind } from '../domain/karma.ts';
import type { NotificationMessage } from '../domain/notification-message.ts';
import type { FiveCounts } from '../domain/vote-results.ts';
import type { SubscriptionStatus } from '../domain/viewer.ts';

/** The thread a comment lives in, as reactions to it need it (links, titles, who to tell). */
export type CommentThreadSummary = {
  key: string;
  /** Null for a thread that is not under an opinion (the Suggest page). */
  opinionId: number | null;
  title: string;
  /** The page that shows the thread. */
  path: string;
  /** Who created the opinion; null when nobody is to be told about new top-level comments. */
  ownerId: number | null;
};

/** Every event, by name, with what its subscribers receive. */
export type DomainEvents = {
  /** A vote was cast or changed; `counts` is the opinion's tally right after it (computed once). */
  'vote.cast': { userId: number; opinionId: number; rating: number; previousRating: number | null; counts: FiveCounts };
  'opinion.created': { opinionId: number; authorId: number };
  /**
   * An admin made an opinion from a member's suggestion on the Suggest page (the hub): the
   * suggester is told. `authorId` created it; `path` is the opinion's page.
   */
  'opinion.createdFromSuggestion': { opinionId: number; authorId: number; suggesterId: number; title: string; path: string };
  /** A moderator deleted or restored an opinion. */
  'opinion.deletedChanged': { opinionId: number; authorId: number | null; deleted: boolean };
  'comment.posted': { commentId: number; authorId: number; parentAuthorId: number | null; thread: CommentThreadSummary; excerpt: string };
  'comment.edited': { commentId: number; authorId: number };
  'comment.deleted': { commentId: number; authorId: number; reason: DeletedReason };
  /** Someone gave a comment a good point. */
  'comment.liked': { commentId: number; authorId: number; likerId: number; thread: CommentThreadSummary; excerpt: string };
  'comment.unliked': { commentId: number; authorId: number; likerId: number };
  /**
   * A moderator decided about a comment's reports: dismissed (it stays or shows again) or deleted.
   * `wasHidden`: reports had hidden it, so a dismissal makes it count again.
   */
  'comment.moderated': {
    commentId: number;
    authorId: number;
    decision: 'DISMISS' | 'DELETE';
    wasHidden: boolean;
    /** Whether members had reported it (a moderator may delete a comment nobody reported). */
    reported: boolean;
    excerpt: string;
    threadTitle: string;
    threadPath: string;
  };
  /** A level or award newly reached: the highest new one of its kind (once reached, never again). */
  /** A moderator warned a member, in their own words. */
  'member.warned': { userId: number; message: string };
  'milestone.reached': { userId: number; username: string; kind: MilestoneKind; threshold: number; text: string };
  'notification.created': NotificationMessage;
  /**
   * An encyclopedia artifact changed: one Revision (docs/product.md#encyclopedia). `followerIds`
   * are the members who follow it (or the question it belongs to), the author left out; `path`
   * is its page, `excerpt` the new text of a text field (else empty).
   */
  'encyclopedia.revised': {
    revisionId: number;
    artifactType: string;
    artifactId: number;
    actionName: string;
    fieldName: string | null;
    authorId: number;
    artifactTitle: string;
    path: string;
    excerpt: string;
    followerIds: number[];
  };
  /** Someone liked an encyclopedia revision (never their own): its author hears of it at `path`. */
  'revision.liked': { revisionId: number; authorId: number; likerId: number; actionName: string; fieldName: string | null; artifactTitle: string; path: string };
  /** A payment went through (a paid e-book checkout, a paid subscription invoice): its receipt. */
  'payment.received': { userId: number; kind: 'SUBSCRIPTION' | 'EBOOK'; amount: number; currency: string; paidAt: Date; reference: string };
  /** A member's subscription status changed (webhook or test-payments mode). */
  'payment.subscriptionChanged': { userId: number; status: SubscriptionStatus; previousStatus: SubscriptionStatus };
};

export type DomainEventName = keyof DomainEvents;

export type DomainEventHandler<Name extends DomainEventName> = (payload: DomainEvents[Name]) => unknown;

/** What a service holds: it may announce events, not listen to them. */
export type DomainEventPublisher = {
  /** Runs every subscriber of `name` and waits for them. Never throws (see above). */
  publish<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): Promise<void>;
};

export type DomainEventBus = DomainEventPublisher & {
  /**
   * Adds a subscriber, named for error reports. Returns a function that removes it again
   * (tests listen in with it).
   */
  subscribe<Name extends DomainEventName>(name: Name, subscriber: string, handler: DomainEventHandler<Name>): () => void;
};

export type SubscriberFailure = { event: DomainEventName; subscriber: string; error: unknown };

export function createDomainEventBus(options: { onSubscriberError: (failure: SubscriberFailure) => void }): DomainEventBus {
  const subscribers = new Map<DomainEventName, Array<{ name: string; handler: (payload: unknown) => unknown }>>();

  return {
    subscribe(name, subscriber, handler) {
      const entry = { name: subscriber, handler: handler as (payload: unknown) => unknown };
      subscribers.set(name, [...(subscribers.get(name) ?? []), entry]);
      return () => {
        subscribers.set(
          name,
          (subscribers.get(name) ?? []).filter((candidate) => candidate !== entry),
        );
      };
    },

    async publish(name, payload) {
      // A copy: a subscriber that subscribes or unsubscribes does not change this round.
      for (const { name: subscriber, handler } of [...(subscribers.get(name) ?? [])]) {
        try {
          await handler(payload);
        } catch (error) {
          try {
            options.onSubscriberError({ event: name, subscriber, error });
          } catch {
            // Reporting must not fail the publisher either.
          }
        }
      }
    },
  };
}
