// /api/opinion/get?slug= in the Opinion shape of docs/product.md#entities (with Percentages).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../../domain/errors.ts';
import { OPINION_TITLE_MAX } from '../../domain/opinion-rules.ts';
import { optionalString, requiredInteger, requiredString, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';

export const opinionSelection = `
  databaseId createdByUserId slug title link tidbit deleted numVotes numComments numShares viewerRating
  topics { databaseId slug title }
  voteTally { percentages }`;

export function toOpinionBody(opinion: GraphQLData) {
  return {
    UID: opinion.createdByUserId ?? 0,
    ArtifactID: opinion.databaseId,
    Slug: opinion.slug,
    Title: opinion.title,
    Link: opinion.link,
    NumVotes: opinion.numVotes,
    NumComments: opinion.numComments,
    NumShares: opinion.numShares,
    /** The viewer's own rating 1-5; 0 when they have not voted. */
    Rating: opinion.viewerRating ?? 0,
    Deleted: opinion.deleted,
    Topics: opinion.topics.map((topic: GraphQLData) => ({ ArtifactID: topic.databaseId, Slug: topic.slug, Title: topic.title })),
    Tidbit: opinion.tidbit,
    Percentages: opinion.voteTally.percentages,
  };
}

export const opinionRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/opinion/get',
    document: `query RestOpinionGet($slug: String!) {
      opinion(slug: $slug) { __typename ... on Error { message } ... on Opinion { ${opinionSelection} } }
    }`,
    variables: ({ query }) => ({ slug: requiredString(query.get('slug'), 'slug', 200) }),
    reply: (data) => ({ body: toOpinionBody(data.opinion) }),
  },
];

/**
 * The form's topics (docs/product.md#opinion-and-topic-calls): a list, or that list as a JSON
 * string, of topic ids or of topics ({ ArtifactID }) as /api/topic/search answers them.
 */
function topicIdsFromForm(value: unknown): string[] {
  const problem = () =>
    new ValidationError('topics must be a list of topic ids', [{ path: ['topics'], message: 'Must be a list of topic ids' }]);
  let list = value ?? [];
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list === '' ? '[]' : list);
    } catch {
      throw problem();
    }
  }
  if (!Array.isArray(list) || list.length > 100) throw problem();
  return list.map((entry) => {
    const id = typeof entry === 'object' && entry !== null ? (entry as { ArtifactID?: unknown }).ArtifactID : entry;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw problem();
    return encodeGlobalID('Topic', id);
  });
}

/** Title, topics, link and context as the opinion form sends them. */
function draftFromForm(payload: Record<string, unknown>) {
  // Over-long titles get the service's own message; only absurd sizes stop here.
  const title = payload.title;
  if (typeof title !== 'string') throw new ValidationError('Please enter a title', [{ path: ['title'], message: 'Required' }]);
  return {
    title: title.slice(0, OPINION_TITLE_MAX * 10),
    topicIds: topicIdsFromForm(payload.topics),
    link: optionalString(payload.link, 'link', 5000),
    tidbit: optionalString(payload.tidbit, 'tidbit', 50_000),
  };
}

const opinionWriteResult = (field: string, success: string) => `
  ${field}(input: $input) {
    __typename ... on Error { message } ... on AuthError { status } ... on RateLimitError { retryAfterSeconds }
    ... on ${success} { data { ${opinionSelection} } }
  }`;

export const opinionWriteRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/opinion/new',
    document: `mutation RestOpinionNew($input: CreateOpinionInput!) { ${opinionWriteResult('createOpinion', 'MutationCreateOpinionSuccess')} }`,
    variables: ({ payload }) => ({ input: draftFromForm(payload) }),
    reply: (data) => ({ body: { Slug: data.createOpinion.data.slug, ArtifactID: data.createOpinion.data.databaseId } }),
  },
  {
    method: 'POST',
    path: '/api/opinion/edit',
    document: `mutation RestOpinionEdit($input: EditOpinionInput!) { ${opinionWriteResult('editOpinion', 'MutationEditOpinionSuccess')} }`,
    variables: ({ payload }) => ({
      input: { opinionId: encodeGlobalID('Opinion', requiredInteger(payload.id, 'id')), ...draftFromForm(payload) },
    }),
    reply: (data) => ({ body: toOpinionBody(data.editOpinion.data) }),
  },
  {
    method: 'POST',
    path: '/api/opinion/delete',
    document: `mutation RestOpinionDelete($input: SetOpinionDeletedInput!) { ${opinionWriteResult('setOpinionDeleted', 'MutationSetOpinionDeletedSuccess')} }`,
    variables: ({ payload }) => {
      if (typeof payload.deleted !== 'boolean') {
        throw new ValidationError('deleted must be true or false', [{ path: ['deleted'], message: 'Must be true or false' }]);
      }
      return { input: { opinionId: encodeGlobalID('Opinion', requiredInteger(payload.opinionID, 'opinionID')), deleted: payload.deleted } };
    },
    reply: (data) => ({ body: toOpinionBody(data.setOpinionDeleted.data) }),
  },
];
