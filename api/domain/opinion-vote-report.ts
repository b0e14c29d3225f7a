// The detailed opinion report (docs/product.md#detailed-opinion-report): every vote of an opinion
// by demographic answer group, within a filter (answer groups, user tags, a vote date range).
// Pure: how a vote is packed into the columns of a snapshot, the filter, the counting, and what
// may be published (noise, K, intervals). The opinionreport module stores and reads snapshots;
// the vote module packs the votes in SQL with the same layout.
//
// Why columns in memory and not GROUP BY per request: a filter on several demographics is a
// cross-tabulation the per-field rollups cannot answer, and a GROUP BY over a popular opinion's
// raw votes reads a million scattered rows per request. A snapshot packs each vote into three
// 32-bit words (voter, and two words of answer-group codes, rating and day) once; counting them
// with a filter is a tight loop over typed arrays (docs/benchmarks.md#detailed-opinion-report).
import { PRIVACY_K } from './privacy.ts';
import { createAggregateNoise, exactAggregates, type AggregateNoise, type PeopleSet } from './aggregate-noise.ts';
import { DEMOGRAPHIC_FIELDS } from './demographics.ts';
import { ValidationError, type FieldProblem } from './errors.ts';
import { FILTER_FIELDS, MAX_FILTER_TAGS, type FilterField, type FilterGroup } from './population-filters.ts';
import { apportion, votePercentages } from './vote-results.ts';

/** The demographics of the report: the questions in the order reports show them. */
const REPORT_FIELD_ORDER = DEMOGRAPHIC_FIELDS;

export type ReportFieldName = (typeof REPORT_FIELD_ORDER)[number];

/**
 * Where a field's answer-group code sits: word a or b of a vote, bit offset and width. Code 0 is
 * "not answered" (or an answer outside every group); code k is the field's group k - 1.
 */
export type PackedField = { field: FilterField; word: 'a' | 'b'; shift: number; bits: number };

function bitsFor(groups: number): number {
  return Math.ceil(Math.log2(groups + 1));
}

/** Word a: rating (3 bits) | day (16 bits) | codes; word b: codes. Each word stays below 2^31. */
export const RATING_BITS = 3;
export const DAY_SHIFT = RATING_BITS;
export const DAY_BITS = 16;
/** Days are counted from this date (UTC); 16 bits reach 2179. */
export const DAY_ZERO = Date.UTC(2000, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

export const PACKED_FIELDS: PackedField[] = (() => {
  const packed: PackedField[] = [];
  let word: 'a' | 'b' = 'a';
  let shift = DAY_SHIFT + DAY_BITS;
  for (const name of REPORT_FIELD_ORDER) {
    const field = FILTER_FIELDS.find((candidate) => candidate.field === name)!;
    const bits = bitsFor(field.groups.length);
    if (shift + bits > 31) {
      if (word === 'b') throw new Error('The answer codes do not fit two words');
      word = 'b';
      shift = 0;
    }
    packed.push({ field, word, shift, bits });
    shift += bits;
  }
  return packed;
})();

export function dayNumber(date: Date): number {
  return Math.floor((date.getTime() - DAY_ZERO) / DAY_MS);
}

export function dayDate(day: number): string {
  return new Date(DAY_ZERO + day * DAY_MS).toISOString().slice(0, 10);
}

/** The votes of one snapshot, column by column. */
export type VoteColumns = { length: number; users: Int32Array; a: Int32Array; b: Int32Array };

/**
 * Reads PostgreSQL's binary form of an int4[n][3] array (array_send of array_agg(ARRAY[user, a, b])):
 * a header of dimensions, then each element as a 4-byte length and a 4-byte value.
 */
export function decodeVoteColumns(bytes: Uint8Array): VoteColumns {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dimensions = view.getInt32(0);
  if (dimensions === 0) return { length: 0, users: new Int32Array(0), a: new Int32Array(0), b: new Int32Array(0) };
  if (dimensions !== 2 || view.getInt32(4) !== 0) throw new Error('Vote columns: expected a two-dimensional array without nulls');
  const length = view.getInt32(12);
  if (view.getInt32(20) !== 3) throw new Error('Vote columns: expected three words per vote');
  const users = new Int32Array(length);
  const a = new Int32Array(length);
  const b = new Int32Array(length);
  let offset = 28;
  for (let index = 0; index < length; index += 1) {
    users[index] = view.getInt32(offset + 4);
    a[index] = view.getInt32(offset + 12);
    b[index] = view.getInt32(offset + 20);
    offset += 24;
  }
  return { length, users, a, b };
}

/** The filter of the report: answer groups (OR within a field, AND across), tags (any), days. */
export type OpinionReportFilter = {
  demographics: Array<{ field: FilterField; groups: FilterGroup[] }>;
  userTagIds: number[];
  /** Inclusive day numbers; null for an open end. */
  fromDay: number | null;
  toDay: number | null;
};

export type OpinionReportFilterInput = {
  demographics?: Array<{ field: string; groups: string[] }> | null;
  userTagIds?: number[] | null;
  /** "YYYY-MM-DD,YYYY-MM-DD"; either side may be empty for an open end. */
  dateRange?: string | null;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(text: string, problems: FieldProblem[], side: 'from' | 'to'): number | null {
  if (text === '') return null;
  const match = ISO_DAY.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== text) {
    problems.push({ path: ['dateRange'], message: `The ${side} date must be a day written YYYY-MM-DD, not "${text.slice(0, 40)}"` });
    return null;
  }
  const day = dayNumber(date);
  if (day < 0 || day >= 2 ** DAY_BITS) {
    problems.push({ path: ['dateRange'], message: `The ${side} date is out of range` });
    return null;
  }
  return day;
}

/** Checks a filter; unknown fields or answers, bad dates and a reversed range: a ValidationError naming them. */
export function parseOpinionReportFilter(input: OpinionReportFilterInput): OpinionReportFilter {
  const problems: FieldProblem[] = [];
  const demographics: OpinionReportFilter['demographics'] = [];
  const seen = new Set<string>();
  for (const [index, entry] of (input.demographics ?? []).entries()) {
    const field = FILTER_FIELDS.find((candidate) => candidate.field === entry.field);
    if (!field) {
      problems.push({ path: ['demographics', String(index), 'field'], message: `Unknown demographic filter: ${String(entry.field).slice(0, 40)}` });
      continue;
    }
    if (seen.has(field.field)) {
      problems.push({ path: ['demographics', String(index), 'field'], message: `${field.field} is filtered twice` });
      continue;
    }
    seen.add(field.field);
    const groups: FilterGroup[] = [];
    for (const key of new Set(entry.groups)) {
      const group = field.groups.find((candidate) => candidate.key === key);
      if (group) groups.push(group);
      else problems.push({ path: ['demographics', String(index), 'groups'], message: `Unknown ${field.field} answer: ${String(key).slice(0, 40)}` });
    }
    if (groups.length > 0) demographics.push({ field, groups });
  }
  const userTagIds = [...new Set(input.userTagIds ?? [])];
  if (userTagIds.length > MAX_FILTER_TAGS) problems.push({ path: ['userTagIds'], message: `At most ${MAX_FILTER_TAGS} user tags` });
  let fromDay: number | null = null;
  let toDay: number | null = null;
  if (input.dateRange !== undefined && input.dateRange !== null && input.dateRange !== '') {
    const parts = input.dateRange.split(',').map((part) => part.trim());
    if (parts.length !== 2) {
      problems.push({ path: ['dateRange'], message: 'dateRange must be "from,to" (YYYY-MM-DD,YYYY-MM-DD; either may be empty)' });
    } else {
      fromDay = parseDay(parts[0]!, problems, 'from');
      toDay = parseDay(parts[1]!, problems, 'to');
      if (fromDay !== null && toDay !== null && fromDay > toDay) {
        problems.push({ path: ['dateRange'], message: 'The from date must not be after the to date' });
      }
    }
  }
  if (problems.length > 0) throw new ValidationError(problems.map((problem) => problem.message).join('; '), problems);
  return { demographics, userTagIds, fromDay, toDay };
}

/** The same filter written the same way however it was sent: part of the noise's question key. */
export function canonicalFilter(filter: OpinionReportFilter): string {
  return JSON.stringify({
    demographics: filter.demographics
      .map(({ field, groups }) => [field.field, groups.map((group) => group.key).sort()] as const)
      .sort(([left], [right]) => left.localeCompare(right)),
    tags: [...filter.userTagIds].sort((left, right) => left - right),
    from: filter.fromDay,
    to: filter.toDay,
  });
}

/** A stable 32-bit hash of a voter (murmur3's finaliser): the noise is keyed on the people counted. */
export function personHash(userId: number): number {
  let hash = userId | 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash;
}

/**
 * Counts and hash sums of one snapshot under a filter. Slots: per packed field, one per code
 * (0 = not answered); `cells` has five ratings per slot, `facets` one per slot (voters who pass
 * every filter but their own field's: the sidebar counts, so a box shows what checking it adds).
 */
export type VoteTallies = {
  voters: number;
  everyone: { counts: Float64Array; hashes: Float64Array };
  cells: { counts: Float64Array; hashes: Float64Array };
  facets: { counts: Float64Array; hashes: Float64Array };
  slotOffsets: number[];
};

export function tallyVotes(columns: VoteColumns, filter: OpinionReportFilter, taggedUsers: ReadonlySet<number> | null): VoteTallies {
  const slotOffsets: number[] = [];
  let slots = 0;
  for (const packed of PACKED_FIELDS) {
    slotOffsets.push(slots);
    slots += packed.field.groups.length + 1;
  }
  // Per packed field: which codes pass its filter (null: no filter on it).
  const allowed = PACKED_FIELDS.map((packed) => {
    const chosen = filter.demographics.find((entry) => entry.field === packed.field);
    if (!chosen) return null;
    const codes = new Uint8Array(packed.field.groups.length + 1);
    for (const group of chosen.groups) codes[packed.field.groups.indexOf(group) + 1] = 1;
    return codes;
  });
  const filtered = PACKED_FIELDS.map((_packed, index) => index).filter((index) => allowed[index] !== null);
  const fromDay = filter.fromDay ?? 0;
  const toDay = filter.toDay ?? 2 ** DAY_BITS;
  const everyone = { counts: new Float64Array(5), hashes: new Float64Array(5) };
  const cells = { counts: new Float64Array(slots * 5), hashes: new Float64Array(slots * 5) };
  const facets = { counts: new Float64Array(slots), hashes: new Float64Array(slots) };
  const codes = new Int32Array(PACKED_FIELDS.length);
  let voters = 0;
  const dayMask = (1 << DAY_BITS) - 1;
  for (let index = 0; index < columns.length; index += 1) {
    const wordA = columns.a[index]!;
    const day = (wordA >>> DAY_SHIFT) & dayMask;
    if (day < fromDay || day > toDay) continue;
    const userId = columns.users[index]!;
    if (taggedUsers !== null && !taggedUsers.has(userId)) continue;
    const wordB = columns.b[index]!;
    let failedField = -1;
    let failures = 0;
    for (const fieldIndex of filtered) {
      const packed = PACKED_FIELDS[fieldIndex]!;
      const code = ((packed.word === 'a' ? wordA : wordB) >>> packed.shift) & ((1 << packed.bits) - 1);
      if (allowed[fieldIndex]![code] !== 1) {
        failures += 1;
        failedField = fieldIndex;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const hash = personHash(userId);
    for (let fieldIndex = 0; fieldIndex < PACKED_FIELDS.length; fieldIndex += 1) {
      const packed = PACKED_FIELDS[fieldIndex]!;
      codes[fieldIndex] = ((packed.word === 'a' ? wordA : wordB) >>> packed.shift) & ((1 << packed.bits) - 1);
    }
    if (failures === 1) {
      const slot = slotOffsets[failedField]! + codes[failedField]!;
      facets.counts[slot]! += 1;
      facets.hashes[slot]! += hash;
      continue;
    }
    const rating = (wordA & ((1 << RATING_BITS) - 1)) - 1;
    voters += 1;
    everyone.counts[rating]! += 1;
    everyone.hashes[rating]! += hash;
    for (let fieldIndex = 0; fieldIndex < PACKED_FIELDS.length; fieldIndex += 1) {
      const slot = slotOffsets[fieldIndex]! + codes[fieldIndex]!;
      cells.counts[slot * 5 + rating]! += 1;
      cells.hashes[slot * 5 + rating]! += hash;
      facets.counts[slot]! += 1;
      facets.hashes[slot]! += hash;
    }
  }
  return { voters, everyone, cells, facets, slotOffsets };
}

/** A row of the report: one answer group (or everyone) and how it voted. */
export type OpinionReportRow = {
  key: string;
  label: string;
  /** Voters in the filtered population with this answer; null under K ("fewer than 5"). */
  voters: number | null;
  /** Votes per rating (index rating - 1); null under K. */
  counts: number[] | null;
  /** Whole percentages per rating; null under K. */
  percentages: number[] | null;
  /** Share agreeing (Strongly Agree or Agree), 0-1, with a 95% interval; null under K. */
  agree: { share: number; low: number; high: number } | null;
  /** Voters passing every other filter with this answer (the sidebar's count); null under K. */
  filterVoters: number | null;
};

export type OpinionReportDemographic = { field: string; label: string; rows: OpinionReportRow[] };

export type PublishedOpinionReport = {
  /** Voters matching the filter; null under K. */
  voters: number | null;
  everyone: OpinionReportRow;
  demographics: OpinionReportDemographic[];
  /** Whether the counts carry privacy noise (every server; exact only in tests of the filters). */
  estimated: boolean;
};

export const NOT_ANSWERED = { key: 'unanswered', label: 'Not answered' } as const;

const Z95 = 1.959964;

/**
 * Wilson's 95% interval for the share agreeing, widened by the noise: the agree count carries two
 * rating counts' noise (σ² = 2 × 2 layers × σ²count), added in quadrature on the share's scale.
 */
export function agreeInterval(agree: number, voters: number, noiseSigma: number): { share: number; low: number; high: number } {
  const share = voters === 0 ? 0 : Math.min(1, Math.max(0, agree / voters));
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / voters;
  const centre = (share + z2 / (2 * voters)) / denominator;
  const sampling = (Z95 * Math.sqrt((share * (1 - share)) / voters + z2 / (4 * voters * voters))) / denominator;
  const noise = (Z95 * noiseSigma * Math.sqrt(4)) / voters;
  const halfWidth = Math.sqrt(sampling * sampling + noise * noise);
  const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
  return { share: round(share), low: round(centre - halfWidth), high: round(centre + halfWidth) };
}

/**
 * The non-negative values nearest to `noisy` (least squares) that add up to `total`: each value
 * less one common shift, floored at zero (the projection onto the simplex). Clamping each noisy
 * count at zero on its own would push every empty rating up by about σ/2.5 (a row of 16 that all
 * strongly agree read 80 % on average); the shared shift takes the noise out where the total
 * says it is too much. Post-processing of published noise: it costs no privacy.
 */
export function fitToTotal(noisy: readonly number[], total: number): number[] {
  if (total <= 0) return noisy.map(() => 0);
  const sorted = [...noisy].sort((left, right) => right - left);
  let running = 0;
  let shift = 0;
  for (let index = 0; index < sorted.length; index += 1) {
    running += sorted[index]!;
    const candidate = (running - total) / (index + 1);
    if (index === sorted.length - 1 || sorted[index + 1]! <= candidate) {
      shift = candidate;
      break;
    }
  }
  return noisy.map((value) => Math.max(0, value - shift));
}

/**
 * What a snapshot's tallies publish for one question (opinion, snapshot, filter): every rating
 * count with sticky noise keyed on the people counted and on the question (aggregate-noise.ts),
 * a row's voters the sum of its published counts, rows under K suppressed, intervals widened for
 * the noise. `secret` null publishes exact counts (tests of the filters only).
 */
export function publishOpinionReport(tallies: VoteTallies, secret: string | null, question: string, noiseSigma: number): PublishedOpinionReport {
  const noise: AggregateNoise = secret === null ? exactAggregates : createAggregateNoise(secret);
  const sigma = secret === null ? 0 : noiseSigma;
  const people = (count: number, hashSum: number): PeopleSet => ({ count, hashSum: BigInt(hashSum) });

  /**
   * A row: its voters are ONE noisy count of the row's people (keyed as the sidebar's count of
   * the same people, so the two agree wherever they count the same people), and its five rating
   * counts are noisy counts scaled to that total. Summing five separately clamped noisy counts
   * instead would inflate small rows (each empty rating adds about +1).
   */
  const row = (
    key: string,
    label: string,
    counts: Float64Array,
    hashes: Float64Array,
    offset: number,
    facet: PeopleSet | null,
    cell: string,
  ): OpinionReportRow => {
    const exact = Array.from({ length: 5 }, (_rating, rating) => counts[offset + rating]!);
    const exactVoters = exact.reduce((total, count) => total + count, 0);
    const rowPeople = people(exactVoters, Array.from({ length: 5 }, (_rating, rating) => hashes[offset + rating]!).reduce((total, hash) => total + hash, 0));
    const votersQuestion = `${question}|${cell}|voters`;
    const voters = noise.count(rowPeople, votersQuestion);
    const filterVoters = facet === null ? null : noise.countOrSuppressed(facet, votersQuestion);
    const noisy = exact.map((count, rating) => noise.unclamped(people(count, hashes[offset + rating]!), `${question}|${cell}|r${rating + 1}`));
    if (exactVoters < PRIVACY_K || voters < PRIVACY_K) {
      return { key, label, voters: null, counts: null, percentages: null, agree: null, filterVoters };
    }
    const published = apportion(fitToTotal(noisy, voters), voters);
    return {
      key,
      label,
      voters,
      counts: published,
      percentages: votePercentages(published),
      agree: agreeInterval(published[0]! + published[1]!, voters, sigma),
      filterVoters,
    };
  };

  const everyone = row('everyone', 'Everyone', tallies.everyone.counts, tallies.everyone.hashes, 0, null, 'everyone');
  const demographics = PACKED_FIELDS.map((packed, fieldIndex) => {
    const base = tallies.slotOffsets[fieldIndex]!;
    const groups = [...packed.field.groups.map((group, index) => ({ key: group.key, label: group.label, code: index + 1 })), { ...NOT_ANSWERED, code: 0 }];
    const rows = groups
      // A field that lists only the answers present (nationality) leaves out those nobody in the
      // filter's reach gave; "Not answered" shows only when someone did not answer.
      .filter((group) => {
        const slot = base + group.code;
        const reach = tallies.facets.counts[slot]!;
        return reach > 0 || (!packed.field.listsPresentOnly && group.code !== 0);
      })
      .map((group) => {
        const slot = base + group.code;
        return row(
          group.key,
          group.label,
          tallies.cells.counts,
          tallies.cells.hashes,
          slot * 5,
          people(tallies.facets.counts[slot]!, tallies.facets.hashes[slot]!),
          `${packed.field.field}:${group.key}`,
        );
      });
    return { field: packed.field.field, label: packed.field.label, rows };
  });
  return { voters: everyone.voters, everyone, demographics, estimated: secret !== null };
}

