// Personal reports (private to their owner, behind the paywall but for Ownership) and the
// Opinion DNA population averages (AdminHub only).
import { AuthError, NotFoundError } from '../../domain/errors.ts';
import { OPINION_DNA_ELEMENT_DESCRIPTIONS } from '../../domain/opinion-dna-elements.ts';
import { PRIVACY_K } from '../../domain/privacy.ts';
import { REPORT_DEFINITIONS, REPORT_NAMES, type ReportName } from '../../domain/report-definitions.ts';
import {
  climateClass,
  hasReportLength,
  levelBand,
  placeholderScores,
  reportTotal,
  sixteenTypeCode,
} from '../../domain/report-scoring.ts';
import { isEntitledStatus } from '../../domain/viewer.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import type { RequestContext } from '../../schema/context.ts';
import { FREE_REPORTS, requireReportName, type ElementProgress } from './service.ts';

type UserReportShape = { name: ReportName; userId: number; scores: number[]; locked: boolean };

function isLocked(name: ReportName, context: RequestContext): boolean {
  return !FREE_REPORTS.has(name) && !isEntitledStatus(context.viewer?.subscriptionStatus);
}

async function loadReport(name: ReportName, context: RequestContext): Promise<UserReportShape> {
  const userId = context.viewer!.userId;
  const locked = isLocked(name, context);
  // Locked (paywalled) reports do not send the scores: the card shows placeholder values.
  const scores = locked ? [] : await context.services.reports.scoresOf(userId, name);
  return { name, userId, scores, locked };
}

const ReportElementRef = builder.objectRef<ElementProgress & { locked: boolean }>('ReportElement').implement({
  description: "One element of a report with the viewer's progress on its quiz items.",
  fields: (t) => ({
    name: t.exposeString('element', { description: 'The element name.' }),
    help: t.string({
      description: 'What the element measures (help tooltip); empty where no description is written.',
      resolve: (element) => OPINION_DNA_ELEMENT_DESCRIPTIONS[element.element]?.help ?? '',
    }),
    items: t.exposeInt('items', { description: 'Quiz items keyed to this element.' }),
    answered: t.exposeInt('answered', { description: 'Of those, how many the viewer answered.' }),
    completion: t.exposeInt('completion', { description: 'Answered share, a whole percentage.' }),
    score: t.int({
      nullable: true,
      description: 'Score 0-100 so far; null when nothing is answered or the report is locked.',
      resolve: (element) => (element.locked ? null : element.score),
    }),
    level: t.string({
      nullable: true,
      description: 'Level band of the score (VERY LOW .. VERY HIGH); null without a score.',
      resolve: (element) => (element.locked || element.score === null ? null : levelBand(element.score)),
    }),
  }),
});

const UserReportRef = builder.objectRef<UserReportShape>('UserReport').implement({
  description: "One of the viewer's own reports. Only its owner can read it.",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Report name (mac, bigfive, ..., opiniondna).' }),
    title: t.string({ description: 'Report title.', resolve: (report) => REPORT_DEFINITIONS[report.name].title }),
    quizSlug: t.string({
      description: 'Slug of the quiz that scores this report (/q/{quizSlug}).',
      resolve: (report) => REPORT_DEFINITIONS[report.name].longName,
    }),
    elements: t.stringList({
      description: 'Element names in score order.',
      resolve: (report) => [...REPORT_DEFINITIONS[report.name].elements],
    }),
    locked: t.exposeBoolean('locked', {
      description: 'Behind the paywall for this viewer (every report but Ownership, for non-subscribers).',
    }),
    scores: t.intList({
      description: 'One score 0-100 per answered element; a wrong length means incomplete (or locked): show placeholders.',
      resolve: (report) => report.scores,
    }),
    complete: t.boolean({
      description: 'Scores has one value per element.',
      resolve: (report) => hasReportLength(report.name, report.scores),
    }),
    placeholderScores: t.intList({
      description: 'Sample values for an empty, locked or demo card.',
      resolve: (report) => placeholderScores(report.name),
    }),
    levels: t.stringList({
      description: 'Level band per score, when complete.',
      resolve: (report) => (hasReportLength(report.name, report.scores) ? report.scores.map(levelBand) : []),
    }),
    total: t.int({
      nullable: true,
      description: 'Rounded mean of the scores, for reports with a total, when complete.',
      resolve: (report) =>
        REPORT_DEFINITIONS[report.name].hasTotal && hasReportLength(report.name, report.scores) ? reportTotal(report.scores) : null,
    }),
    climateClass: t.string({
      nullable: true,
      description: 'SKEPTIC, PASSIVIST, BELIEVER or ACTIVIST (climate, when complete).',
      resolve: (report) => {
        if (report.name !== 'climate' || !hasReportLength(report.name, report.scores)) return null;
        return climateClass(reportTotal(report.scores)!);
      },
    }),
    sixteenType: t.string({
      nullable: true,
      description: 'Four-letter type code, X on an axis at exactly 50 (sixteen, when complete).',
      resolve: (report) => (report.name === 'sixteen' ? sixteenTypeCode(report.scores) : null),
    }),
    detailedText: t.string({
      description: 'The detailed report (HTML written by this project), per element and level band; empty when locked or incomplete.',
      resolve: (report, _args, context) => (report.locked ? '' : context.services.reports.detailedText(report.name, report.scores)),
    }),
    elementProgress: t.field({
      type: [ReportElementRef],
      description: 'Per element: quiz items, answered, completion and the score so far.',
      resolve: async (report, _args, context) =>
        (await context.services.reports.elementProgress(report.userId, report.name)).map((element) => ({
          ...element,
          locked: report.locked,
        })),
    }),
  }),
});

builder.queryField('viewerReports', (t) =>
  t.field({
    type: [UserReportRef],
    description: "The viewer's reports, one per report name, in the order of the report list. Needs a logged-in user.",
    authScopes: { loggedIn: true },
    errors: { types: [AuthError], union: { name: 'ViewerReportsResult' } },
    // One report per name, each a few statements.
    complexity: { field: FIELD_COST.aggregate, multiplier: REPORT_NAMES.length },
    resolve: (_root, _args, context) => Promise.all(REPORT_NAMES.map((name) => loadReport(name, context))),
  }),
);

builder.queryField('viewerReport', (t) =>
  t.field({
    type: UserReportRef,
    description: 'One of the viewer\'s reports by name (short or long form); unknown names are "unimplemented".',
    authScopes: { loggedIn: true },
    args: { name: t.arg.string({ required: true, description: 'Report name, e.g. mac or morality-as-cooperation.' }) },
    errors: { types: [AuthError, NotFoundError], directResult: true, union: { name: 'ViewerReportLookup' } },
    complexity: FIELD_COST.aggregate,
    resolve: (_root, args, context) => loadReport(requireReportName(args.name), context),
  }),
);

const OpinioDnaRef = builder
  .objectRef<{ type: ReportName; users: number; averages: Array<number | null> }>('OpinioDna')
  .implement({
    description: 'Population average per element of one report (AdminHub users only; K-suppressed).',
    fields: (t) => ({
      type: t.exposeString('type', { description: 'Report name.' }),
      users: t.exposeInt('users', { description: 'Users with a complete report; 0 when under K or not permitted.' }),
      averages: t.field({
        type: ['Int'],
        nullable: { list: false, items: true },
        description: 'Average per element; null where fewer than K users contribute. Empty for non-AdminHub viewers.',
        resolve: (dna) => dna.averages,
      }),
    }),
  });

builder.queryField('opinioDna', (t) =>
  t.field({
    type: OpinioDnaRef,
    description: 'Population averages for a report. Only AdminHub users get values; others get an empty list.',
    args: { type: t.arg.string({ required: true, description: 'Report name.' }) },
    errors: { types: [NotFoundError], directResult: true, union: { name: 'OpinioDnaLookup' } },
    complexity: FIELD_COST.scan,
    resolve: async (_root, args, context) => {
      const type = requireReportName(args.type);
      if (!context.viewer?.adminHub) return { type, users: 0, averages: [] };
      return { type, ...(await context.services.reports.populationAverages(type, PRIVACY_K)) };
    },
  }),
);
