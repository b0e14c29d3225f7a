// /api/insight/get?opinionID= (docs/product.md#entities: Insight, and the insight matrix keyed by
// question name and answer value, each holding five percentages; suppressed cells hold five 999).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError } from '../../domain/errors.ts';
import { requiredInteger, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';

export const insightRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/insight/get',
    document: `query RestInsightGet($id: ID!) {
      node(id: $id) {
        ... on Opinion {
          insights {
            items { desc agreementWording agreementDirection }
            breakdown { question answers { answer percentages } }
          }
        }
      }
    }`,
    variables: ({ query }) => ({ id: encodeGlobalID('Opinion', requiredInteger(query.get('opinionID'), 'opinionID')) }),
    reply: (data) => {
      if (!data.node?.insights) throw new NotFoundError('This opinion does not exist');
      const { items, breakdown } = data.node.insights;
      return {
        body: {
          Insights: items.map((item: GraphQLData) => ({
            Desc: item.desc,
            AgreementWording: item.agreementWording,
            AgreementDirection: item.agreementDirection,
          })),
          Matrix: Object.fromEntries(
            breakdown.map((question: GraphQLData) => [
              question.question,
              Object.fromEntries(question.answers.map((answer: GraphQLData) => [answer.answer, answer.percentages])),
            ]),
          ),
        },
      };
    },
  },
];
