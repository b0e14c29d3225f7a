// /api/opiniodna/filter (optional ?assessmentType=) and /api/opiniodna/report {assessmentType}:
// the report overview's filtered population and its CSV download (AdminHub only).
import { ValidationError } from '../../domain/errors.ts';
import { REPORT_DEFINITIONS, resolveReportName } from '../../domain/report-definitions.ts';
import type { GraphQLData, RestEndpoint, RestInput } from '../../rest/adapter.ts';
import { demographicsOf, tagIdsOf } from '../../rest/filter-payload.ts';

const DEFAULT_REPORT = 'opiniondna';

function reportOf({ payload, query }: RestInput): string {
  const named = query.get('assessmentType') ?? payload.assessmentType ?? payload.name ?? DEFAULT_REPORT;
  if (typeof named !== 'string' || named === '') throw new ValidationError('assessmentType must be a report name');
  return named;
}

/** "values": [{ element, min, max }] or [[element, min, max]]; an element by index or by name. */
function rangesOf(value: unknown, reportName: string) {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ValidationError('values must be a list of element ranges');
  const report = resolveReportName(reportName);
  return value.map((entry) => {
    const [element, min, max] = Array.isArray(entry) ? entry : [entry?.element, entry?.min, entry?.max];
    const index = typeof element === 'string' && report ? REPORT_DEFINITIONS[report].elements.indexOf(element) : element;
    if (typeof element === 'string' && index === -1) throw new ValidationError(`Unknown element: ${element.slice(0, 60)}`);
    if (![index, min, max].every((number) => typeof number === 'number' && Number.isInteger(number))) {
      throw new ValidationError('Each range is an element with whole-number min and max');
    }
    // Checked before GraphQL too, whose Int would refuse a large number in its own words.
    if ((min as number) < 0 || (max as number) > 100) throw new ValidationError('Range bounds must be whole numbers from 0 to 100');
    if (report && (index < 0 || index >= REPORT_DEFINITIONS[report].elements.length)) throw new ValidationError(`Unknown element: ${index}`);
    return { element: index as number, min: min as number, max: max as number };
  });
}

const errorSelection = '__typename ... on Error { message } ... on AuthError { status }';

export const populationRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/opiniodna/filter',
    document: `query RestPopulationFilter($input: PopulationFilterInput!) {
      populationFilter(input: $input) { ${errorSelection}
        ... on QueryPopulationFilterSuccess { data {
          report title elements users spectrumUsers averages
          groups { field answers { key users } }
        } }
      }
    }`,
    variables: (input) => {
      const report = reportOf(input);
      return {
        input: {
          report,
          demographics: demographicsOf(input.payload.filters),
          userTagIds: tagIdsOf(input.payload.usertags),
          ranges: rangesOf(input.payload.values, report),
        },
      };
    },
    reply: (data) => {
      const summary = data.populationFilter.data;
      return {
        body: {
          Name: summary.report,
          Title: summary.title,
          Elements: summary.elements,
          Users: summary.users,
          SpectrumUsers: summary.spectrumUsers,
          Averages: summary.averages,
          Matrix: Object.fromEntries(
            summary.groups.map((group: GraphQLData) => [
              group.field,
              Object.fromEntries(group.answers.map((answer: GraphQLData) => [answer.key, answer.users])),
            ]),
          ),
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/opiniodna/report',
    document: `query RestPopulationReport($report: String!) {
      populationReportCsv(report: $report) { ${errorSelection} ... on QueryPopulationReportCsvSuccess { data } }
    }`,
    variables: (input) => ({ report: reportOf(input) }),
    reply: (data, input) => ({
      body: null,
      file: { contentType: 'text/csv; charset=utf-8', filename: `${reportOf(input)}-report.csv`, content: data.populationReportCsv.data },
    }),
  },
];
