// What happens after what: every reaction to a domain event, in one place. Modules publish
// events after their transaction commits (api/events/domain-events.ts); each line below names
// the event, the reaction and the service method that carries it out. To add a consequence of,
// say, a vote, add a subscriber here and a method on the module that reacts.
//
// Subscribers of one event run in the order listed; the request that published the event waits
// for them, and a subscriber that fails is logged without failing that request or the others.
import type { DomainEventBus } from './events/domain-events.ts';
import type { AnonymousAnswers } from './http/anonymous-answers.ts';
import type { AppPubSub } from './realtime/pubsub.ts';
import type { Services } from './services.ts';

export function subscribeReactions(
  events: DomainEventBus,
  services: Services,
  pubsub: AppPubSub,
  anonymousAnswers: Pick<AnonymousAnswers, 'opinionChanged'>,
): void {
  const { users, opinions, reports, notifications, payments } = services;

  // A vote: first the new counts to every live viewer, computed once by the vote itself (they
  // need nothing the other reactions do, whose statements would only delay them); one karma per
  // opinion voted on (docs/product.md#profiles-karma-and-awards), so only a first vote changes
  // it; the opinion's trending score; the reports the opinion is a quiz item of.
  events.subscribe('vote.cast', 'live vote counts', (vote) =>
    pubsub.publish('opinionVotes', vote.opinionId, { opinionId: vote.opinionId, counts: vote.counts }),
  );
  // Visitors' kept answers that show the opinion (its tally, insights) go, on every node.
  events.subscribe('vote.cast', 'anonymous answers', (vote) => anonymousAnswers.opinionChanged(vote.opinionId));
  events.subscribe('vote.cast', 'karma', async (vote) => {
    if (vote.previousRating === null) await users.recountKarma(vote.userId);
  });
  events.subscribe('vote.cast', 'trending score', (vote) => opinions.refreshTrendingScores([vote.opinionId]));
  events.subscribe('vote.cast', 'quiz reports', (vote) => reports.recomputeAfterVote(vote.userId, vote.opinionId));

  // Opinions: 20 karma per live opinion created.
  events.subscribe('opinion.created', 'karma', (opinion) => users.recountKarma(opinion.authorId));
  events.subscribe('opinion.deletedChanged', 'karma', async (change) => {
    if (change.authorId !== null) await users.recountKarma(change.authorId);
  });
  // An opinion made from a suggestion in the admin hub: its creator's karma, as for any new
  // opinion, and the suggester hears that their suggestion became one.
  events.subscribe('opinion.createdFromSuggestion', 'karma', (opinion) => users.recountKarma(opinion.authorId));
  events.subscribe('opinion.createdFromSuggestion', 'notification', (opinion) => notifications.announceOpinionFromSuggestion(opinion));

  // Comments: the person replied to (or the opinion's creator) hears of it; the author's karma;
  // a new comment counts towards its opinion's trending score at once. A deleted comment's
  // opinion waits for the next full refresh (the event does not name it, and deleting is rare).
  events.subscribe('comment.posted', 'notification', (comment) => notifications.notifyAboutComment(comment));
  events.subscribe('comment.posted', 'karma', (comment) => users.recountKarma(comment.authorId));
  events.subscribe('comment.posted', 'trending score', async (comment) => {
    if (comment.thread.opinionId !== null) await opinions.refreshTrendingScores([comment.thread.opinionId]);
  });
  events.subscribe('comment.deleted', 'karma', (comment) => users.recountKarma(comment.authorId));
  events.subscribe('comment.liked', 'notification', (like) => notifications.notifyAboutGoodPoint(like));
  events.subscribe('comment.liked', 'karma', (like) => users.recountKarma(like.authorId));
  events.subscribe('comment.unliked', 'karma', (like) => users.recountKarma(like.authorId));
  // A moderator's decision: the author hears of it; a hidden comment shown again counts again.
  events.subscribe('comment.moderated', 'notification', (decision) => notifications.announceModeration(decision));
  events.subscribe('comment.moderated', 'karma', (decision) => users.recountKarma(decision.authorId));
  events.subscribe('member.warned', 'notification', (warning) => notifications.announceWarning(warning));

  // The encyclopedia: followers of what changed hear of each revision; a liked revision's author hears of the like.
  events.subscribe('encyclopedia.revised', 'notification', (revision) => notifications.notifyFollowersOfRevision(revision));
  events.subscribe('revision.liked', 'notification', (like) => notifications.notifyAboutRevisionLike(like));

  // Levels and awards: a Milestone notification.
  events.subscribe('milestone.reached', 'notification', (milestone) => notifications.announceMilestone(milestone));

  // A payment went through (the e-book at checkout, each paid subscription invoice): its receipt.
  events.subscribe('payment.received', 'receipt e-mail', (payment) => payments.sendReceipt(payment));

  // Every new notification to its recipient's open tabs and devices (the red dot), on every node.
  events.subscribe('notification.created', 'live notification', (notification) =>
    pubsub.publish('notifications', notification.recipientId, notification),
  );
}
