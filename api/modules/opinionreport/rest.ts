// POST /api/opinion/allvotes {slug, filters?, usertags?} (docs/product.md#detailed-opinion-report):
// AllOpinionVotes: Title, Users, Matrix (per demographic, per answer group, five vote counts
// indexed rating - 1; null where fewer than 5 people are behind a row). `filters` maps a
// demographic to comma-joined answer groups and may also carry `usertags` (ids) and `dateRange`
// ("from,to"); both are read at the top level too.
import { ValidationError } from '../../domain/errors.ts';
import type { GraphQLData, RestEndpoint } from '../../rest/adapter.ts';
import { demographicsOf, tagIdsOf } from '../../rest/filter-payload.ts';

const NOT_DEMOGRAPHICS = new Set(['usertags', 'dateRange']);

function filterOf(payload: Record<string, unknown>) {
  const filters = payload.filters;
  if (filters !== undefined && filters !== null && (typeof filters !== 'object' || Array.isArray(filters))) {
    throw new ValidationError('filters must map a demographic to its answers');
  }
  const entries = (filters ?? {}) as Record<string, unknown>;
  const demographics = Object.fromEntries(Object.entries(entries).filter(([key]) => !NOT_DEMOGRAPHICS.has(key)));
  const dateRange = entries.dateRange ?? payload.dateRange ?? null;
  if (dateRange !== null && typeof dateRange !== 'string') throw new ValidationError('dateRange must be "from,to" (YYYY-MM-DD,YYYY-MM-DD)');
  return {
    demographics: demographicsOf(demographics),
    userTagIds: tagIdsOf(entries.usertags ?? payload.usertags),
    dateRange,
  };
}

export const opinionReportRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/opinion/allvotes',
    document: `query RestOpinionAllVotes($slug: String!, $filter: OpinionReportFilterInput) {
      opinionVoteReport(slug: $slug, filter: $filter) {
        __typename ... on Error { message } ... on AuthError { status }
        ... on QueryOpinionVoteReportSuccess { data {
          title voters asOf estimated
          everyone { counts }
          demographics { field rows { key counts } }
        } }
      }
    }`,
    variables: ({ payload }) => {
      if (typeof payload.slug !== 'string' || payload.slug === '') throw new ValidationError('slug is required');
      return { slug: payload.slug, filter: filterOf(payload) };
    },
    reply: (data) => {
      const report = data.opinionVoteReport.data;
      return {
        body: {
          Title: report.title,
          Users: report.voters,
          Everyone: report.everyone.counts,
          Matrix: Object.fromEntries(
            report.demographics.map((demographic: GraphQLData) => [
              demographic.field,
              Object.fromEntries(demographic.rows.map((row: GraphQLData) => [row.key, row.counts])),
            ]),
          ),
          AsOf: report.asOf,
          Estimated: report.estimated,
        },
      };
    },
  },
];
