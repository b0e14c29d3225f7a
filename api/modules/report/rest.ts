// /api/reports/getuserreports, /api/reports/getdetailed?name= and /api/opiniodna/get?type=
// (shapes in docs/product.md#report-calls).
import { requiredString, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';

export const reportRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/reports/getuserreports',
    document: `query RestUserReports {
      viewerReports {
        __typename ... on Error { message } ... on AuthError { status }
        ... on QueryViewerReportsSuccess { data { name scores } }
      }
    }`,
    variables: () => ({}),
    // Report name -> scores; a wrong length (incomplete or locked) means "show placeholders".
    reply: (data) => ({
      body: Object.fromEntries(data.viewerReports.data.map((report: GraphQLData) => [report.name, report.scores])),
    }),
  },
  {
    method: 'GET',
    path: '/api/reports/getdetailed',
    document: `query RestDetailedReport($name: String!) {
      viewerReport(name: $name) {
        __typename ... on Error { message } ... on AuthError { status }
        ... on UserReport { name title elements scores locked total levels climateClass sixteenType detailedText }
      }
    }`,
    variables: ({ query }) => ({ name: requiredString(query.get('name'), 'name', 100) }),
    reply: (data) => {
      const report = data.viewerReport;
      return {
        body: {
          Name: report.name,
          Title: report.title,
          Elements: report.elements,
          Scores: report.scores,
          Levels: report.levels,
          Total: report.total,
          ClimateClass: report.climateClass,
          SixteenType: report.sixteenType,
          Locked: report.locked,
          Text: report.detailedText,
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/opiniodna/get',
    document: `query RestOpinioDnaGet($type: String!) {
      opinioDna(type: $type) { __typename ... on Error { message } ... on OpinioDna { type users averages } }
    }`,
    variables: ({ query }) => ({ type: requiredString(query.get('type'), 'type', 100) }),
    reply: (data) => ({ body: { Type: data.opinioDna.type, Users: data.opinioDna.users, Averages: data.opinioDna.averages } }),
  },
];
