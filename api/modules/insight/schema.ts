// Opinion.insights: the statistically supported insights and the vote distribution per
// demographic answer (cells under K people suppressed), published from snapshots with noise so
// that no vote can be told apart (docs/privacy.md). Public, like the vote results.
import type { BreakdownAnswer, BreakdownQuestion, Insight } from '../../domain/insights.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import type { OpinionInsights } from './service.ts';

const InsightRef = builder.objectRef<Insight>('Insight').implement({
  description: 'A demographic group that agrees notably more or less than everyone else (docs/product.md#insights).',
  fields: (t) => ({
    desc: t.exposeString('desc', { description: 'The sentence shown, e.g. "Women are 18% more likely to agree than everyone else".' }),
    agreementWording: t.exposeString('agreementWording', { description: '"agree" or "disagree".' }),
    agreementDirection: t.exposeInt('agreementDirection', { description: '+1 the group agrees more, -1 less.' }),
    question: t.exposeString('field', { description: 'The demographic question (e.g. gender).' }),
    answer: t.exposeString('group', { description: 'The answer group (e.g. female).' }),
  }),
});

const BreakdownAnswerRef = builder.objectRef<BreakdownAnswer>('DemographicAnswerVotes').implement({
  description: "One answer's share of each vote.",
  fields: (t) => ({
    answer: t.exposeString('key', { description: 'The answer value (grouped: generations, education levels...).' }),
    label: t.exposeString('label', { description: 'The answer as shown.' }),
    voters: t.exposeInt('voters', { nullable: true, description: 'Voters with this answer, rounded to 5; null when fewer than 5 (suppressed).' }),
    percentages: t.exposeIntList('percentages', { description: 'Five whole percentages; five 999 when suppressed.' }),
  }),
});

const BreakdownQuestionRef = builder.objectRef<BreakdownQuestion>('DemographicQuestionVotes').implement({
  description: 'The vote distribution for one demographic question.',
  fields: (t) => ({
    question: t.exposeString('field', { description: 'The question name (e.g. gender).' }),
    label: t.exposeString('label', { description: 'The question as shown.' }),
    answers: t.field({
      type: [BreakdownAnswerRef],
      description: 'Answers in the answer set order.',
      // Computed in memory from one statement: a bounded list, not a list of database reads.
      complexity: { field: 1, multiplier: 1 },
      resolve: (question) => question.answers,
    }),
  }),
});

const OpinionInsightsRef = builder.objectRef<OpinionInsights>('OpinionInsights').implement({
  description: "An opinion's insights and vote distribution by demographic.",
  fields: (t) => ({
    items: t.field({
      type: [InsightRef],
      description: 'Largest difference first; empty when none qualifies.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (value) => value.insights,
    }),
    breakdown: t.field({
      type: [BreakdownQuestionRef],
      complexity: { field: 1, multiplier: 1 },
      description: 'Per demographic question that any voter answered, in the questions order.',
      resolve: (value) => value.breakdown,
    }),
    asOf: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the votes behind these figures were counted: a snapshot retaken at most every 15 minutes, once 5 more people voted, with privacy noise on its counts (docs/privacy.md). Null before 5 people voted.',
      resolve: (value) => value.asOf,
    }),
  }),
});

// Declared here rather than in the opinion module, as Opinion.topics is in the topic module.
builder.prismaObjectField('Opinion', 'insights', (t) =>
  t.field({
    type: OpinionInsightsRef,
    description: 'Insights and the vote distribution by demographic, from the vote rollups.',
    select: { id: true },
    // The rollups by demographic group, read and compared per opinion: no loader batches them.
    complexity: FIELD_COST.aggregate,
    resolve: async (opinion, _args, context) =>
      context.services.insights.forOpinion(opinion.id, await context.loaders.voteTally.load(opinion.id)),
  }) as never,
);
