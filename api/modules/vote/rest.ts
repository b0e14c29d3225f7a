// /api/opinion/vote {id, rating}: answers with the opinion as /api/opinion/get shows it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { requiredInteger, type RestEndpoint } from '../../rest/adapter.ts';
import { opinionSelection, toOpinionBody } from '../opinion/rest.ts';

export const voteRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/opinion/vote',
    document: `mutation RestOpinionVote($input: CastVoteInput!) {
      castVote(input: $input) {
        __typename ... on Error { message } ... on AuthError { status }
        ... on MutationCastVoteSuccess { data { ${opinionSelection} } }
      }
    }`,
    variables: ({ payload }) => ({
      input: {
        opinionId: encodeGlobalID('Opinion', requiredInteger(payload.id, 'id')),
        rating: requiredInteger(payload.rating, 'rating'),
      },
    }),
    reply: (data) => ({ body: toOpinionBody(data.castVote.data) }),
  },
];
