// opinionVoteReport: the detailed opinion report (docs/product.md#detailed-opinion-report) for
// members with CanSeeDetailedOpinionReport. Others: "Access denied" (403), logged out: 401.
import { InputValidationError } from '@pothos/plugin-validation';
import { AuthError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { OpinionReportDemographic, OpinionReportRow } from '../../domain/opinion-vote-report.ts';
import { PRIVACY_K } from '../../domain/privacy.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import type { OpinionVoteReport } from './service.ts';

const AgreeShareRef = builder.objectRef<NonNullable<OpinionReportRow['agree']>>('AgreeShare').implement({
  description: 'The share of voters who agree (Strongly Agree or Agree), 0-1, with its 95% interval (sampling and privacy noise).',
  fields: (t) => ({
    share: t.exposeFloat('share', { description: 'The share agreeing, 0-1.' }),
    low: t.exposeFloat('low', { description: 'Lower end of the 95% interval.' }),
    high: t.exposeFloat('high', { description: 'Upper end of the 95% interval.' }),
  }),
});

const ReportRowRef = builder.objectRef<OpinionReportRow>('OpinionReportRow').implement({
  description: 'One answer group (or everyone) and how it voted. Every figure is null when fewer than K people are behind it.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The answer group key, as filters take it ("unanswered" for no answer, "everyone").' }),
    label: t.exposeString('label', { description: 'The answer as shown.' }),
    voters: t.exposeInt('voters', { nullable: true, description: 'Voters matching the filter with this answer; null under K.' }),
    counts: t.exposeIntList('counts', { nullable: true, description: 'Votes per rating, index rating - 1 (Strongly Agree first); null under K.' }),
    percentages: t.exposeIntList('percentages', { nullable: true, description: 'Whole percentages per rating; null under K.' }),
    agree: t.field({ type: AgreeShareRef, nullable: true, description: 'Share agreeing with its 95% interval; null under K.', resolve: (row) => row.agree }),
    filterVoters: t.exposeInt('filterVoters', {
      nullable: true,
      description: "Voters matching every other filter with this answer: the sidebar checkbox's count. Null under K.",
    }),
  }),
});

const ReportDemographicRef = builder.objectRef<OpinionReportDemographic>('OpinionReportDemographic').implement({
  description: 'One demographic question and its answers.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'gender, birthYear, nationality, education, ...' }),
    label: t.exposeString('label', { description: 'The question as shown.' }),
    rows: t.field({
      type: [ReportRowRef],
      description: 'The answers in display order; "Not answered" last when anyone did not answer.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (demographic) => demographic.rows,
    }),
  }),
});

const OpinionVoteReportRef = builder.objectRef<OpinionVoteReport>('OpinionVoteReport').implement({
  description: 'Every vote of an opinion by demographic answer, within a filter (AllOpinionVotes).',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: "The opinion's slug." }),
    title: t.exposeString('title', { description: "The opinion's title." }),
    voters: t.exposeInt('voters', { nullable: true, description: 'Voters matching the filter; null under K.' }),
    everyone: t.field({ type: ReportRowRef, description: 'Everyone matching the filter, to compare the rows against.', resolve: (report) => report.everyone }),
    demographics: t.field({
      type: [ReportDemographicRef],
      description: 'Per demographic question, in display order.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (report) => report.demographics,
    }),
    asOf: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the votes were counted: a snapshot retaken at most every 15 minutes, once 5 more people voted. Null before 5 people voted.',
      resolve: (report) => report.asOf,
    }),
    estimated: t.exposeBoolean('estimated', { description: 'Whether the counts carry privacy noise (docs/privacy.md).' }),
    privacyK: t.int({ description: 'The K of the privacy rule: figures behind fewer people are null.', resolve: () => PRIVACY_K }),
  }),
});

const ReportDemographicFilterInput = builder.inputType('OpinionReportDemographicFilter', {
  description: 'The checked answers of one demographic (any of them matches).',
  fields: (t) => ({
    field: t.string({ required: true, description: 'gender, birthYear, nationality, education, ...' }),
    groups: t.stringList({ required: true, description: 'Answer group keys as OpinionReportRow.key gives them.' }),
  }),
});

const OpinionReportFilterInputRef = builder.inputType('OpinionReportFilterInput', {
  description: 'Demographics AND together (answers within one OR); tags match any; the date range bounds the day of each vote (UTC).',
  fields: (t) => ({
    demographics: t.field({ type: [ReportDemographicFilterInput], description: 'Checked answers per demographic.' }),
    userTagIds: t.intList({ description: 'Voters with any of these user tags.' }),
    dateRange: t.string({ description: '"YYYY-MM-DD,YYYY-MM-DD", inclusive; either side may be empty.' }),
  }),
});

builder.queryFields((t) => ({
  opinionVoteReport: t.field({
    type: OpinionVoteReportRef,
    description: 'The detailed opinion report: every vote by demographic, filtered. CanSeeDetailedOpinionReport only.',
    authScopes: { canSeeDetailedOpinionReport: true },
    errors: { types: [InputValidationError, ValidationError, NotFoundError, GoneError, AuthError] },
    args: {
      slug: t.arg.string({ required: true, description: "The opinion's slug." }),
      filter: t.arg({ type: OpinionReportFilterInputRef, description: 'Nothing: every vote.' }),
    },
    complexity: FIELD_COST.scan,
    resolve: (_root, { slug, filter }, context) => {
      // User tags are the admin hub's (who is in one is theirs to know); filtering by them is too.
      if ((filter?.userTagIds?.length ?? 0) > 0 && !context.viewer?.adminHub) {
        throw new AuthError('Filtering by user tag needs the admin hub', 403);
      }
      return context.services.opinionReports.report(slug, {
        demographics: filter?.demographics ?? null,
        userTagIds: filter?.userTagIds ?? null,
        dateRange: filter?.dateRange ?? null,
      });
    },
  }),
}));
