// /api/quiz/get?slug= in the Quiz shape of docs/product.md#entities (OpinionIDs, Desc, ...).
import { requiredString, type RestEndpoint } from '../../rest/adapter.ts';

export const quizRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/quiz/get',
    document: `query RestQuizGet($slug: String!) {
      quiz(slug: $slug) {
        __typename ... on Error { message } ... on AuthError { status }
        ... on Quiz { slug title description reportName opinionIds }
      }
    }`,
    variables: ({ query }) => ({ slug: requiredString(query.get('slug'), 'slug', 200) }),
    reply: (data) => ({
      body: {
        OpinionIDs: data.quiz.opinionIds,
        Desc: data.quiz.description,
        Title: data.quiz.title,
        Slug: data.quiz.slug,
        Report: data.quiz.reportName,
      },
    }),
  },
];
