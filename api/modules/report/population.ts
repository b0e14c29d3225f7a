// Report populations for AdminHub users: element averages, the overview's filtered counts, and
// the CSV report. Only complete reports count (report-definitions.ts: an incomplete scores array
// cannot be read per element). Every number about people passes the K rule (domain/privacy.ts)
// before it leaves this file, so no caller can leak a cell under K.
//
// Each answer is ONE SQL statement over the scores (UserReport, or for Opinion DNA its column
// copy OpinionDnaScore: one scan, aggregates with FILTER), with
// Demographics and UserTagAssignment joined read-only; the demographics and usertag modules stay
// the only writers of those tables.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { filterGroupCondition } from '../../db/filter-group-sql.ts';
import { toCsv, type CsvCell } from '../../domain/csv.ts';
import {
  FILTER_FIELDS,
  parsePopulationFilter,
  type FilterField,
  type FilterGroup,
  type PopulationFilter,
  type PopulationFilterInput,
} from '../../domain/population-filters.ts';
import { createAggregateNoise, exactAggregates, parsePeopleSet, unionOf, type AggregateNoise, type PeopleSet } from '../../domain/aggregate-noise.ts';
import { SUPPRESSED_TEXT } from '../../domain/privacy.ts';
import { REPORT_DEFINITIONS, type ReportName } from '../../domain/report-definitions.ts';
import type { UserTagService } from '../usertag/service.ts';
import { requireReportName } from './service.ts';

export type PopulationService = ReturnType<typeof createPopulationService>;

export type AnswerCount = { key: string; label: string; users: number | null };

export type PopulationSummary = {
  report: ReportName;
  title: string;
  elements: readonly string[];
  /** Users with a complete report matching every filter; null under K. */
  users: number | null;
  /** Users matching the element ranges and tags, before the demographic filters; null under K. */
  spectrumUsers: number | null;
  /** Per element, the filtered population's mean score (one decimal); null under K. */
  averages: Array<number | null>;
  /** Per demographic, each answer group's count within the spectrum population; null under K. */
  groups: Array<{ field: string; label: string; answers: AnswerCount[] }>;
};

// Column names and numbers below come from fixed definitions, never from client text.
const column = (field: FilterField['field']) => Prisma.raw(`d."${field}"`);

/**
 * The people behind a figure, named without listing them (domain/aggregate-noise.ts keys the noise
 * on it): `people_set(int4)` is an aggregate of a migration that keeps PostgreSQL's own `avg(int4)`
 * state, the array {count, sum}, over a 32-bit hash of each person. One aggregate gives both, so a
 * figure costs one FILTER per row as the plain count did, and it combines across parallel workers.
 */
const peopleSet = (condition?: Prisma.Sql) =>
  condition
    ? Prisma.sql`(people_set(hashint4(r."userId")) FILTER (WHERE ${condition}))::text`
    : Prisma.sql`people_set(hashint4(r."userId"))::text`;

/**
 * Where a report's complete scores are read from. Opinion DNA has a side table with one smallint
 * column per element (OpinionDnaScore, kept in step with UserReport by a trigger): at 200,000
 * users the overview statement takes about half the time it takes on the array subscripts
 * (scripts/bench/opiniodna-filter.ts). Other reports are small enough for the array.
 */
export type ScoreSource = {
  /** FROM clause with alias r (needs r."userId"). */
  from: Prisma.Sql;
  /** Restricts to this report's complete rows. */
  complete: Prisma.Sql[];
  score: (element: number) => Prisma.Sql;
};

function scoreSource(report: ReportName): ScoreSource {
  if (report === 'opiniondna') {
    return { from: Prisma.sql`"OpinionDnaScore" r`, complete: [], score: (element) => Prisma.raw(`r."s${element}"`) };
  }
  return arrayScoreSource(report);
}

/** The scores arrays of UserReport (exported so the benchmark can compare both sources). */
export function arrayScoreSource(report: ReportName): ScoreSource {
  return {
    from: Prisma.sql`"UserReport" r`,
    complete: [
      Prisma.sql`r."reportName" = ${report}`,
      Prisma.sql`cardinality(r."scores") = ${REPORT_DEFINITIONS[report].elements.length}::int`,
    ],
    score: (element) => Prisma.raw(`r."scores"[${element + 1}]`),
  };
}

function groupCondition(field: FilterField, group: FilterGroup): Prisma.Sql {
  return filterGroupCondition('d', field, group);
}

function demographicCondition(filter: PopulationFilter): Prisma.Sql {
  if (filter.demographics.length === 0) return Prisma.sql`TRUE`;
  const perField = filter.demographics.map(
    ({ field, groups }) => Prisma.sql`(${Prisma.join(groups.map((group) => groupCondition(field, group)), ' OR ')})`,
  );
  return Prisma.join(perField, ' AND ');
}

/** Each element's score as column "e0", "e1", ... of the inner query. */
function scoreColumns(source: ScoreSource, elements: number): Prisma.Sql {
  return Prisma.join(
    Array.from({ length: elements }, (_element, index) => Prisma.sql`${source.score(index)} AS ${Prisma.raw(`"e${index}"`)}`),
    ', ',
  );
}

/** The population: complete reports of this kind, within the element ranges, with any of the tags. */
function populationWhere(source: ScoreSource, filter: PopulationFilter): Prisma.Sql {
  const { score } = source;
  const conditions = [
    Prisma.sql`TRUE`, // so the list is never empty
    ...source.complete,
    // Scores lie in 0-100, so an open end needs no comparison.
    ...filter.ranges.map((range) =>
      range.min === 0
        ? Prisma.sql`${score(range.element)} <= ${range.max}::int`
        : range.max === 100
          ? Prisma.sql`${score(range.element)} >= ${range.min}::int`
          : Prisma.sql`${score(range.element)} BETWEEN ${range.min}::int AND ${range.max}::int`,
    ),
  ];
  if (filter.userTagIds.length > 0) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "UserTagAssignment" a
      WHERE a."userId" = r."userId" AND a."userTagId" = ANY(${filter.userTagIds}::int[]))`);
  }
  return Prisma.join(conditions, ' AND ');
}

/** The answer group a user falls in for one demographic (NULL when unanswered). */
function groupKey(field: FilterField): Prisma.Sql {
  return Prisma.sql`CASE ${Prisma.join(
    field.groups.map((group) => Prisma.sql`WHEN ${groupCondition(field, group)} THEN ${group.key}`),
    ' ',
  )} END`;
}

/** Demographics counted by grouping on their column (nationality: 249 answers, few present). */
const PRESENT_ONLY_FIELDS = FILTER_FIELDS.flatMap((field, index) => (field.listsPresentOnly ? [{ field, index }] : []));

/**
 * The overview's one statement, one pass over the spectrum population (ranges, tags), grouped by
 * whether a user passes the demographic filter ("chosen" or not) and by nationality: a few rows
 * per nationality present. The filter is worked out once per user (as the grouping key, not once
 * per aggregate as a FILTER clause would); the averages are the chosen rows' score sums over
 * their users, and each checkbox count is the sum over all rows, i.e. counted over the spectrum
 * population. The answer groups of a demographic never overlap (population-filters.ts), so each
 * count is a plain condition and no per-user CASE is needed; a nationality's count is its rows'
 * users, so the 249 possible answers add no per-row work. With no subquery in the way
 * PostgreSQL can aggregate in parallel workers. Exported for the benchmark's query plan.
 */
export function summarySql(report: ReportName, filter: PopulationFilter, source: ScoreSource = scoreSource(report)): Prisma.Sql {
  const definition = REPORT_DEFINITIONS[report];
  const sums = definition.elements.map((_element, index) => Prisma.sql`sum(${source.score(index)})::float8 AS ${Prisma.raw(`"a${index}"`)}`);
  const groupCounts = FILTER_FIELDS.flatMap((field, fieldIndex) =>
    field.listsPresentOnly
      ? []
      : field.groups.map(
          (group, groupIndex) => Prisma.sql`${peopleSet(groupCondition(field, group))} AS ${Prisma.raw(`"g${fieldIndex}_${groupIndex}"`)}`,
        ),
  );
  const presentColumns = PRESENT_ONLY_FIELDS.map(({ field, index }) => Prisma.sql`${column(field.field)} AS ${Prisma.raw(`"p${index}"`)}`);
  const groupBy = [Prisma.raw('1'), ...PRESENT_ONLY_FIELDS.map(({ index }) => Prisma.raw(`"p${index}"`))];
  return Prisma.sql`
    SELECT (${demographicCondition(filter)}) IS TRUE AS "chosen", ${Prisma.join(presentColumns, ', ')}, ${peopleSet()} AS "users",
      ${Prisma.join([...sums, ...groupCounts], ', ')}
    FROM ${source.from} LEFT JOIN "Demographics" d ON d."userId" = r."userId"
    WHERE ${populationWhere(source, filter)}
    GROUP BY ${Prisma.join(groupBy, ', ')}`;
}

type SummaryRow = Record<string, number | string | boolean | null>;

/** A column added up over the summary rows (they split the population by chosen x nationality). */
function sumColumn(rows: SummaryRow[], columnName: string): number {
  return rows.reduce((total, row) => total + Number(row[columnName] ?? 0), 0);
}

/** The people counted in a `people_set` column, over the rows. */
function peopleIn(rows: SummaryRow[], columnName: string): PeopleSet {
  return unionOf(rows.map((row) => parsePeopleSet(row[columnName] as string | null)));
}

/** A field's answer counts: every group, or for a present-only field the groups present or chosen. */
function answerCounts(
  field: FilterField,
  fieldIndex: number,
  rows: SummaryRow[],
  filter: PopulationFilter,
  noise: AggregateNoise,
  question: string,
): AnswerCount[] {
  const asked = (key: string) => `${question}|answer:${field.field}:${key}`;
  if (!field.listsPresentOnly) {
    return field.groups.map((group, groupIndex) => ({
      key: group.key,
      label: group.label,
      users: noise.countOrSuppressed(peopleIn(rows, `g${fieldIndex}_${groupIndex}`), asked(group.key)),
    }));
  }
  const present = new Map<string, SummaryRow[]>();
  for (const row of rows) {
    const key = row[`p${fieldIndex}`];
    if (typeof key === 'string') present.set(key, [...(present.get(key) ?? []), row]);
  }
  // A checked answer stays listed when the ranges leave nobody with it, so it can be unchecked.
  const chosen = new Set(filter.demographics.find((entry) => entry.field === field)?.groups.map((group) => group.key) ?? []);
  return field.groups
    .filter((group) => present.has(group.key) || chosen.has(group.key))
    .map((group) => ({ key: group.key, label: group.label, users: noise.countOrSuppressed(peopleIn(present.get(group.key) ?? [], 'users'), asked(group.key)) }));
}

export function createPopulationService(dependencies: {
  prisma: PrismaClient;
  userTags: UserTagService;
  noiseSecret: () => Promise<string>;
  exact?: boolean;
}) {
  const { prisma, userTags } = dependencies;

  function aggregateNoise(): Promise<AggregateNoise> {
    if (dependencies.exact) return Promise.resolve(exactAggregates);
    return dependencies.noiseSecret().then(createAggregateNoise);
  }

  async function summarize(reportName: string, input: PopulationFilterInput): Promise<PopulationSummary> {
    const report = requireReportName(reportName);
    const definition = REPORT_DEFINITIONS[report];
    const filter = parsePopulationFilter(input, definition.elements.length);
    await userTags.requireExisting(filter.userTagIds);
    const [rows, noise] = await Promise.all([prisma.$queryRaw<SummaryRow[]>(summarySql(report, filter)), aggregateNoise()]);
    const chosenRows = rows.filter((row) => row.chosen === true);
    const chosen = peopleIn(chosenRows, 'users');
    // The question the figures answer, for the noise layer keyed on it. The spectrum population is
    // the same question without the demographic filters: with none chosen, both totals are one
    // figure and agree.
    const questionOf = (demographics: PopulationFilter['demographics']) =>
      JSON.stringify({
        report,
        ranges: filter.ranges,
        tags: filter.userTagIds,
        demographics: demographics.map(({ field, groups }) => [field.field, groups.map((group) => group.key)]),
      });
    const question = questionOf(filter.demographics);
    const users = noise.countOrSuppressed(chosen, `${question}|users`);
    return {
      report,
      title: definition.title,
      elements: definition.elements,
      users,
      spectrumUsers: noise.countOrSuppressed(peopleIn(rows, 'users'), `${questionOf([])}|users`),
      // Every complete report scores every element, so each element's sum is over the same people.
      averages: definition.elements.map((_element, index) =>
        noise.averageOrSuppressed(chosen, sumColumn(chosenRows, `a${index}`), users, `element:${index}`, `${question}|users`),
      ),
      groups: FILTER_FIELDS.map((field, fieldIndex) => ({
        field: field.field,
        label: field.label,
        // Counted within the spectrum population, so asked as its question.
        answers: answerCounts(field, fieldIndex, rows, filter, noise, questionOf([])),
      })),
    };
  }

  return {
    summarize,

    /**
     * The CSV report: everyone, then each demographic answer group, with its user count and
     * mean per element. One statement (GROUPING SETS); a row under K shows "fewer than 5".
     */
    async csv(reportName: string): Promise<{ report: ReportName; content: string }> {
      const report = requireReportName(reportName);
      const definition = REPORT_DEFINITIONS[report];
      const source = scoreSource(report);
      // A present-only field's answer is its column: no CASE over 249 answers.
      const keys = FILTER_FIELDS.map(
        (field, index) => Prisma.sql`${field.listsPresentOnly ? column(field.field) : groupKey(field)} AS ${Prisma.raw(`"k${index}"`)}`,
      );
      const groupingFlags = FILTER_FIELDS.map((_field, index) => Prisma.raw(`GROUPING(t."k${index}")::int AS "x${index}", t."k${index}"`));
      const sums = definition.elements.map((_element, index) => Prisma.raw(`sum(t."e${index}")::float8 AS "a${index}"`));
      const sets = FILTER_FIELDS.map((_field, index) => Prisma.raw(`(t."k${index}")`));
      const noise = await aggregateNoise();
      const rows = await prisma.$queryRaw<Array<Record<string, number | string | null>>>`
        SELECT ${Prisma.join(groupingFlags, ', ')}, people_set(t."person")::text AS "users", ${Prisma.join(sums, ', ')}
        FROM (
          SELECT ${scoreColumns(source, definition.elements.length)}, hashint4(r."userId") AS "person", ${Prisma.join(keys, ', ')}
          FROM ${source.from} LEFT JOIN "Demographics" d ON d."userId" = r."userId"
          WHERE ${populationWhere(source, { demographics: [], userTagIds: [], ranges: [] })}
        ) t
        GROUP BY GROUPING SETS ((), ${Prisma.join(sets, ', ')})`;

      const line = (group: string, answer: string, row: Record<string, number | string | null> | undefined): CsvCell[] => {
        const people = peopleIn(row ? [row] : [], 'users');
        const question = `csv:${report}|${group}|${answer}`;
        const shown = noise.countOrSuppressed(people, question);
        return [
          group,
          answer,
          shown ?? SUPPRESSED_TEXT,
          ...definition.elements.map(
            (_element, index) => noise.averageOrSuppressed(people, Number(row?.[`a${index}`] ?? 0), shown, `element:${index}`, question) ?? SUPPRESSED_TEXT,
          ),
        ];
      };
      const everyone = rows.find((row) => FILTER_FIELDS.every((_field, index) => Number(row[`x${index}`]) === 1));
      const table: CsvCell[][] = [['Group', 'Answer', 'Users', ...definition.elements], line('All users', '', everyone)];
      FILTER_FIELDS.forEach((field, index) => {
        for (const group of field.groups) {
          const row = rows.find((candidate) => Number(candidate[`x${index}`]) === 0 && candidate[`k${index}`] === group.key);
          // Present-only fields (nationality) get a row per answer someone gave, like the overview.
          if (row || !field.listsPresentOnly) table.push(line(field.label, group.label, row));
        }
      });
      return { report, content: toCsv(table) };
    },
  };
}
