// The detailed opinion report (docs/product.md#detailed-opinion-report): an opinion's votes by
// demographic answer within a filter, for members with CanSeeDetailedOpinionReport. Published from
// a snapshot of the opinion's votes taken under the insight snapshots' rules (at most every 15
// minutes, only once 5 different people voted since: docs/privacy.md), with sticky noise on every
// count, so neither two filters nor two moments single out a voter. Owns OpinionVoteSnapshot.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { AGGREGATE_NOISE } from '../../domain/aggregate-noise.ts';
import { BREAKDOWN_SNAPSHOTS, type SnapshotPolicy } from '../../domain/breakdown-snapshots.ts';
import {
  canonicalFilter,
  decodeVoteColumns,
  parseOpinionReportFilter,
  publishOpinionReport,
  tallyVotes,
  type OpinionReportFilterInput,
  type PublishedOpinionReport,
  type VoteColumns,
} from '../../domain/opinion-vote-report.ts';
import { PRIVACY_K, SUPPRESSED_TEXT } from '../../domain/privacy.ts';
import { createSizeBoundedCache } from '../../domain/size-bounded-cache.ts';
import { csvCell, type CsvCell } from '../../domain/csv.ts';
import { VOTE_LABELS } from '../../domain/vote-results.ts';
import type { InsightService } from '../insight/service.ts';
import type { OpinionService } from '../opinion/service.ts';
import type { TopicService } from '../topic/service.ts';
import type { UserTagService } from '../usertag/service.ts';
import type { VoteService } from '../vote/service.ts';

export type OpinionReportService = ReturnType<typeof createOpinionReportService>;

export type OpinionVoteReport = PublishedOpinionReport & {
  opinionId: number;
  slug: string;
  title: string;
  /** When the votes behind the figures were counted; null before 5 people voted. */
  asOf: Date | null;
};

type Snapshot = { sequence: number; takenAt: Date; columns: VoteColumns };

/** Votes whose decoded columns a process keeps (12 bytes each: about 100 MB). */
const KEPT_VOTES = 8_000_000;
/** Opinions the topic report reads per page. */
const TOPIC_REPORT_PAGE = 100;
/** Published answers a process keeps per filter and snapshot. */
const KEPT_ANSWERS = 500;

export function createOpinionReportService(dependencies: {
  prisma: PrismaClient;
  votes: VoteService;
  opinions: OpinionService;
  userTags: UserTagService;
  topics: TopicService;
  insights: InsightService;
  /** The noise secret; null publishes exact figures (tests of the filters and K only). */
  noiseSecret: (() => Promise<string>) | null;
  policy?: SnapshotPolicy;
  now?: () => Date;
}) {
  const { prisma, votes, opinions, userTags, topics, insights } = dependencies;
  const policy = dependencies.policy ?? BREAKDOWN_SNAPSHOTS;
  const now = dependencies.now ?? (() => new Date());

  // Decoded snapshots by opinion, least recently used first. Keyed on the stored row's sequence
  // and time, so a snapshot retaken by another process is read afresh.
  const decoded = createSizeBoundedCache<number, Snapshot>(KEPT_VOTES, (snapshot) => snapshot.columns.length);
  const answers = new Map<string, PublishedOpinionReport>();

  async function stored(opinionId: number): Promise<Snapshot | null> {
    const head = await prisma.opinionVoteSnapshot.findUnique({ where: { opinionId }, select: { sequence: true, takenAt: true } });
    if (!head) return null;
    const known = decoded.get(opinionId);
    if (known && known.sequence === head.sequence && known.takenAt.getTime() === head.takenAt.getTime()) return known;
    const row = await prisma.opinionVoteSnapshot.findUnique({ where: { opinionId }, select: { sequence: true, takenAt: true, columns: true } });
    if (!row) return null;
    return decoded.set(opinionId, { sequence: row.sequence, takenAt: row.takenAt, columns: decodeVoteColumns(row.columns) });
  }

  /**
   * Takes a snapshot to replace `previous` (none: the first, once K people voted). The write is
   * conditional on the snapshot the caller saw: of two racing requests one wins, the other
   * publishes the winner's.
   */
  async function retake(opinionId: number, previous: Snapshot | null): Promise<Snapshot | null> {
    const packed = await votes.packedVotes(opinionId);
    if (packed.voters < PRIVACY_K) return previous;
    const takenAt = now();
    const { columns } = packed;
    const sequence = previous === null ? 1 : previous.sequence + 1;
    const written =
      previous === null
        ? await prisma.opinionVoteSnapshot.createMany({ data: [{ opinionId, sequence, takenAt, voters: packed.voters, columns }], skipDuplicates: true })
        : await prisma.opinionVoteSnapshot.updateMany({
            where: { opinionId, sequence: previous.sequence },
            data: { sequence, takenAt, voters: packed.voters, columns },
          });
    // Ours is the stored one: no need to read back what was just packed.
    if (written.count === 1) return decoded.set(opinionId, { sequence, takenAt, columns: decodeVoteColumns(columns) });
    return stored(opinionId);
  }

  async function current(opinionId: number): Promise<Snapshot | null> {
    const snapshot = await stored(opinionId);
    if (snapshot === null) return retake(opinionId, null);
    if (now().getTime() - snapshot.takenAt.getTime() < policy.minIntervalMs) return snapshot;
    const votersSince = await votes.votersSince(opinionId, snapshot.takenAt, policy.minNewVoters);
    return votersSince >= policy.minNewVoters ? retake(opinionId, snapshot) : snapshot;
  }

  return {
    /**
     * The report of the opinion at `slug` within `input`. NotFound / Gone for an unknown or
     * removed opinion; a ValidationError for a bad filter or an unknown tag.
     */
    async report(slug: string, input: OpinionReportFilterInput): Promise<OpinionVoteReport> {
      const filter = parseOpinionReportFilter(input);
      const opinion = await opinions.requireVisibleOpinion(slug, { select: { id: true, slug: true, title: true } });
      const { id: opinionId, title } = opinion as unknown as { id: number; slug: string; title: string };
      const taggedUsers = filter.userTagIds.length > 0 ? await userTags.membersOf(filter.userTagIds) : null;
      const snapshot = await current(opinionId);
      const base = { opinionId, slug, title };
      if (snapshot === null) {
        const empty = tallyVotes({ length: 0, users: new Int32Array(0), a: new Int32Array(0), b: new Int32Array(0) }, filter, null);
        return { ...base, asOf: null, ...publishOpinionReport(empty, null, '', 0) };
      }
      const secret = dependencies.noiseSecret ? await dependencies.noiseSecret() : null;
      const question = `opinion report|${opinionId}|snapshot ${snapshot.sequence}|${canonicalFilter(filter)}`;
      let published = answers.get(question);
      if (!published || taggedUsers !== null) {
        // Tag membership may change between two asks of the same question: not kept.
        published = publishOpinionReport(tallyVotes(snapshot.columns, filter, taggedUsers), secret, question, AGGREGATE_NOISE.countSigma);
        if (taggedUsers === null) {
          answers.set(question, published);
          if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
        }
      }
      return { ...base, asOf: snapshot.takenAt, ...published };
    },

    /**
     * The topic report (docs/product.md#topic-report) for canListConvos: every visible opinion of
     * the topic, its five vote counts and its votes by demographic answer, as CSV lines, a page
     * of opinions at a time so a topic of any size streams in bounded memory. The breakdowns are
     * the ones the opinion pages publish (insight snapshots: voters rounded, noise, K), so the
     * download tells nothing the pages do not. NotFoundError for an unknown topic, before any line.
     */
    async topicReport(topicSlug: string): Promise<AsyncGenerator<string>> {
      const topicId = await topics.requireTopicIdBySlug(topicSlug);
      const line = (cells: CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
      return (async function* lines() {
        yield line(['Opinion', 'Title', 'Demographic', 'Answer', 'Voters', ...VOTE_LABELS.map((label) => `${label} (votes)`), ...VOTE_LABELS.map((label) => `${label} (%)`)]);
        let afterId = 0;
        for (;;) {
          const page = await opinions.visibleInTopicPage(topicId, afterId, TOPIC_REPORT_PAGE);
          if (page.length === 0) return;
          const tallies = await votes.tallies(page.map((opinion) => opinion.id));
          for (const opinion of page) {
            const tally = tallies.get(opinion.id) ?? [0, 0, 0, 0, 0];
            const voters = tally.reduce((total, count) => total + count, 0);
            // The five-rating tally is public and exact on the opinion page too.
            yield line([opinion.slug, opinion.title, 'Everyone', '', voters, ...tally, ...tally.map((count) => (voters === 0 ? null : Math.round((count / voters) * 100)))]);
            const { breakdown } = await insights.forOpinion(opinion.id, tally);
            for (const question of breakdown) {
              for (const answer of question.answers) {
                const shown = answer.voters === null ? [SUPPRESSED_TEXT, ...Array.from({ length: 10 }, () => null)] : [answer.voters, ...Array.from({ length: 5 }, () => null), ...answer.percentages];
                yield line([opinion.slug, opinion.title, question.label, answer.label, ...shown]);
              }
            }
          }
          afterId = page[page.length - 1]!.id;
        }
      })();
    },

    // ── The owner's data (docs/product.md#your-data). ──

    /**
     * A snapshot holds the voter ids of the votes it packed. Erasure drops every snapshot of an
     * opinion the member voted on (before the vote module deletes the votes that tell which):
     * the next read retakes it without them. Joins Vote read-only.
     */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.$executeRaw`DELETE FROM "OpinionVoteSnapshot" WHERE "opinionId" IN (SELECT "opinionId" FROM "Vote" WHERE "userId" = ${userId})`;
      decoded.clear();
      answers.clear();
    },
  };
}
