// Report populations for AdminHub users (docs/product.md#permissions: population average markers,
// the report overview with its filter sidebar, the CSV download). Non-admins get nothing: both
// answer "Access denied". (The plain per-element averages for report graphs are `opinioDna(type)`
// of this module's schema.ts.)
import { InputValidationError } from '@pothos/plugin-validation';
import { AuthError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { PRIVACY_K } from '../../domain/privacy.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import type { AnswerCount, PopulationSummary } from './population.ts';

const AnswerCountRef = builder.objectRef<AnswerCount>('PopulationAnswerCount').implement({
  description: 'One answer group of a demographic filter and how many users of the population gave it.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The filter value (e.g. "university", "z", "6+").' }),
    label: t.exposeString('label', { description: 'The label shown next to the checkbox.' }),
    users: t.exposeInt('users', { nullable: true, description: 'Users; null when fewer than K (shown "fewer than 5").' }),
  }),
});

type GroupShape = PopulationSummary['groups'][number];

const FilterGroupRef = builder.objectRef<GroupShape>('PopulationFilterGroup').implement({
  description: 'A checkbox group of the overview sidebar: one demographic and its answers.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The demographic (birthYear, education, gender, ...).' }),
    label: t.exposeString('label', { description: 'The group heading.' }),
    answers: t.field({ type: [AnswerCountRef], description: 'The answers, in display order.', resolve: (group) => group.answers }),
  }),
});

const PopulationSummaryRef = builder.objectRef<PopulationSummary>('PopulationSummary').implement({
  description: 'A filtered report population (AdminHub only). Every count and average under K is null.',
  fields: (t) => ({
    report: t.exposeString('report', { description: 'The short report name.' }),
    title: t.exposeString('title', { description: 'The report title.' }),
    elements: t.exposeStringList('elements', { description: 'Element names, in score order.' }),
    users: t.exposeInt('users', { nullable: true, description: 'Users matching every filter; null under K.' }),
    spectrumUsers: t.exposeInt('spectrumUsers', {
      nullable: true,
      description: 'Users within the element ranges and tags, before demographic filters ("Elements Spectrum"); null under K.',
    }),
    averages: t.field({
      type: ['Float'],
      nullable: { list: false, items: true },
      description: 'Mean score per element of the filtered population; null under K.',
      resolve: (summary) => summary.averages,
    }),
    groups: t.field({ type: [FilterGroupRef], description: 'Checkbox groups with counts.', resolve: (summary) => summary.groups }),
    privacyK: t.int({ description: 'The K of the privacy rule: cells under it are null.', resolve: () => PRIVACY_K }),
  }),
});

const DemographicFilterInput = builder.inputType('DemographicFilterInput', {
  description: 'The checked answers of one demographic (any of them matches).',
  fields: (t) => ({
    field: t.string({ required: true, description: 'birthYear, education, gender, householdIncome, ...' }),
    groups: t.stringList({ required: true, description: 'Answer keys as PopulationAnswerCount.key gives them.' }),
  }),
});

const ElementRangeInput = builder.inputType('ElementRangeInput', {
  description: 'Keep users whose score on one element lies in [min, max]; 0 <= min < max <= 100.',
  fields: (t) => ({
    element: t.int({ required: true, description: 'Element index in the report.' }),
    min: t.int({ required: true, description: 'Lowest score kept, 0-99.' }),
    max: t.int({ required: true, description: 'Highest score kept, 1-100.' }),
  }),
});

const PopulationFilterInputRef = builder.inputType('PopulationFilterInput', {
  description: 'Filters of the report overview. Demographics AND together; tags match any; every range applies.',
  fields: (t) => ({
    report: t.string({ required: true, description: 'Report name (short or long).' }),
    demographics: t.field({ type: [DemographicFilterInput], description: 'Checked answers per demographic.' }),
    userTagIds: t.intList({ description: 'Users with any of these tags.' }),
    ranges: t.field({ type: [ElementRangeInput], description: 'Element score ranges (not the full 0-100).' }),
  }),
});

builder.queryFields((t) => ({
  populationFilter: t.field({
    type: PopulationSummaryRef,
    description: 'The filtered population of a report: counts and element averages, K-suppressed. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [InputValidationError, ValidationError, NotFoundError, AuthError] },
    args: { input: t.arg({ type: PopulationFilterInputRef, required: true }) },
    complexity: FIELD_COST.scan,
    resolve: (_root, { input }, context) =>
      context.services.population.summarize(input.report, {
        demographics: input.demographics ?? null,
        userTagIds: input.userTagIds ?? null,
        ranges: input.ranges ?? null,
      }),
  }),
  populationReportCsv: t.field({
    type: 'String',
    description: 'The CSV report of a report population by demographic group, K-suppressed. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [NotFoundError, AuthError] },
    args: { report: t.arg.string({ required: true, description: 'Report name (short or long).' }) },
    complexity: FIELD_COST.scan,
    resolve: async (_root, args, context) => (await context.services.population.csv(args.report)).content,
  }),
}));
