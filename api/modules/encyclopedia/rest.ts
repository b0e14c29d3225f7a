// The encyclopedia's documented calls (docs/product.md#encyclopedia-calls): the question feed of
// a category, POST /api/convo/feed {categoryID, after?}, and the argument feed, POST /api/arg/feed
// {after?}, as Feed cards and Argument cards of docs/product.md#entities. `after` is the ID of the
// last card already shown (omitted or 0 for the first page).
import { isDatabaseId } from '../../domain/database-ids.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { FEED_PAGE_SIZE } from '../../domain/feed-paging.ts';
import { optionalInteger, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';

/** categoryID: 0, "all" or nothing for every question; else a category's ID. */
function categoryIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || (typeof value === 'string' && value.trim().toLowerCase() === 'all')) return null;
  const id = optionalInteger(value, 'categoryID');
  if (id === null || id === 0) return null;
  if (!isDatabaseId(id)) throw new NotFoundError('This category does not exist');
  return id;
}

function afterOf(value: unknown): string | null {
  const after = optionalInteger(value, 'after');
  if (after !== null && after < 0) throw new ValidationError('after must be the ID of a card', [{ path: ['after'], message: 'Not an ID' }]);
  return after === null || after === 0 ? null : String(after);
}

/** A question as a Feed card; NumVotes counts its arguments (questions are not voted on). */
function toQuestionCard(question: GraphQLData) {
  return {
    ID: question.databaseId,
    Title: question.title,
    Description: question.description,
    Link: question.url,
    ImageSrc: question.imageUrl ?? '',
    ImageSrcSet: question.imageSrcSet,
    NumVotes: question.numArguments,
  };
}

function toArgumentCard(argument: GraphQLData) {
  return {
    ID: argument.databaseId,
    ConvoTitle: argument.question.title,
    PosTitle: argument.position?.title ?? '',
    Title: argument.title,
    Description: argument.description,
    Link: argument.url,
  };
}

export const encyclopediaRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/convo/feed',
    document: `query RestConvoFeed($categoryId: Int, $first: Int!, $after: String) {
      categories { databaseId title }
      questionFeed(categoryId: $categoryId, first: $first, after: $after) {
        edges { node { databaseId title description url imageUrl imageSrcSet numArguments } }
        pageInfo { hasNextPage }
      }
    }`,
    variables: ({ payload }) => ({ categoryId: categoryIdOf(payload.categoryID), first: FEED_PAGE_SIZE, after: afterOf(payload.after) }),
    reply: (data, { payload }) => {
      const categoryId = categoryIdOf(payload.categoryID);
      if (categoryId !== null && !data.categories.some((category: GraphQLData) => category.databaseId === categoryId)) {
        throw new NotFoundError('This category does not exist');
      }
      return {
        body: {
          Categories: data.categories.map((category: GraphQLData) => ({ ID: category.databaseId, Title: category.title })),
          Feed: data.questionFeed.edges.map((edge: GraphQLData) => toQuestionCard(edge.node)),
          EndReached: !data.questionFeed.pageInfo.hasNextPage,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/arg/feed',
    document: `query RestArgFeed($first: Int!, $after: String) {
      argumentFeed(first: $first, after: $after) {
        edges { node { databaseId title description url question { title } position { title } } }
        pageInfo { hasNextPage }
      }
    }`,
    variables: ({ payload }) => ({ first: FEED_PAGE_SIZE, after: afterOf(payload.after) }),
    reply: (data) => ({
      body: {
        Feed: data.argumentFeed.edges.map((edge: GraphQLData) => toArgumentCard(edge.node)),
        EndReached: !data.argumentFeed.pageInfo.hasNextPage,
      },
    }),
  },
];
