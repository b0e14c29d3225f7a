// The Opinion type and loading one opinion for its page.
import { databaseIdOrNone, isDatabaseId } from '../../domain/database-ids.ts';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { OPINION_TITLE_MAX, OPINION_TOPICS_MAX } from '../../domain/opinion-rules.ts';
import { shownShares, shownViews } from '../../domain/vote-results.ts';
import { builder, mutationErrorTypes } from '../../schema/builder.ts';
import { VoteTallyRef } from '../vote/tally-schema.ts';

export const OpinionRef = builder.prismaNode('Opinion', {
  // node(id) answers null for an id that does not exist (or was removed), not an error.
  nullable: true,
  description: 'A statement people vote on from Strongly Agree (1) to Strongly Disagree (5).',
  id: { field: 'id' },
  // A removed opinion is gone for node(id) too, as for opinion(slug).
  findUnique: (id) => ({ id: databaseIdOrNone(id), removedAt: null }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in the REST API).' }),
    slug: t.exposeString('slug', { description: 'URL name: /o/{slug}.' }),
    title: t.exposeString('title', { description: 'The statement.' }),
    link: t.exposeString('link', { description: 'An outside link for context; may be empty.' }),
    tidbit: t.exposeString('tidbit', { description: 'A sentence of context; may be empty.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'Card image; may be empty.' }),
    deleted: t.exposeBoolean('deleted', { description: 'Deleted by a moderator: the page shows "Deleted".' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    voteTally: t.field({
      type: VoteTallyRef,
      description: 'Current vote counts; updated live by the voteTallyChanged subscription.',
      resolve: async (opinion, _args, context) => ({
        opinionId: opinion.id,
        counts: await context.loaders.voteTally.load(opinion.id),
      }),
    }),
    numVotes: t.int({
      description: 'Number of people who voted.',
      resolve: async (opinion, _args, context) =>
        (await context.loaders.voteTally.load(opinion.id)).reduce((sum, count) => sum + count, 0),
    }),
    numViews: t.int({
      description: 'Views as shown: 4.5 x votes, rounded.',
      resolve: async (opinion, _args, context) =>
        shownViews((await context.loaders.voteTally.load(opinion.id)).reduce((sum, count) => sum + count, 0)),
    }),
    numShares: t.int({
      description: 'Shares as shown: max(0, (votes - 20) / 25), rounded.',
      resolve: async (opinion, _args, context) =>
        shownShares((await context.loaders.voteTally.load(opinion.id)).reduce((sum, count) => sum + count, 0)),
    }),
    numComments: t.int({
      description: 'Comments that are not deleted.',
      resolve: (opinion, _args, context) => context.loaders.commentCount.load(opinion.id),
    }),
    viewerRating: t.int({
      nullable: true,
      description: "The viewer's own rating 1-5; null when not voted or logged out.",
      resolve: (opinion, _args, context) => context.loaders.viewerRating.load(opinion.id),
    }),
    suggestedBy: t.relation('suggestedBy', {
      nullable: true,
      description: 'Who suggested it on the Suggest page, when an admin made it from their suggestion (the page credits them).',
    }),
    createdByUserId: t.int({
      nullable: true,
      description: 'The numeric id of the person who created it (UID in the REST API).',
      select: { createdById: true },
      resolve: (opinion) => opinion.createdById,
    }),
  }),
});

builder.queryField('opinion', (t) =>
  t.prismaField({
    type: 'Opinion',
    description: 'An opinion by slug, or the NotFoundError (404) / GoneError (410) its page shows.',
    args: { slug: t.arg.string({ required: true, description: 'The opinion slug.' }) },
    errors: { types: [NotFoundError, GoneError], directResult: true, union: { name: 'OpinionLookup' } },
    resolve: (query, _root, args, context) => context.services.opinions.requireVisibleOpinion(args.slug, query),
  }),
);

// ── Writing opinions (docs/product.md#writing-opinions: the modal, CanCreateOpinions, CanDeleteContent) ──

export const opinionDraftFields = (t: PothosInputFieldBuilder) => ({
  title: t.string({ required: true, description: `The statement, 1-${OPINION_TITLE_MAX} characters, on one line.` }),
  topicIds: t.globalIDList({ required: true, description: `Existing topics (global ids), at most ${OPINION_TOPICS_MAX}.` }),
  link: t.string({ required: false, description: 'An optional http(s) link for context.' }),
  tidbit: t.string({ required: false, description: 'An optional sentence of context.' }),
});
type PothosInputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const CreateOpinionInput = builder.inputType('CreateOpinionInput', {
  description: 'A new opinion from the opinion modal.',
  fields: (t) => opinionDraftFields(t),
});

const EditOpinionInput = builder.inputType('EditOpinionInput', {
  description: 'New title, topics, link and context for an opinion (its slug stays).',
  fields: (t) => ({ opinionId: t.globalID({ required: true, description: 'The opinion (global id).' }), ...opinionDraftFields(t) }),
});

const SetOpinionDeletedInput = builder.inputType('SetOpinionDeletedInput', {
  description: 'Delete an opinion (its page shows "Deleted") or restore it.',
  fields: (t) => ({
    opinionId: t.globalID({ required: true, description: 'The opinion (global id).' }),
    deleted: t.boolean({ required: true, description: 'True deletes, false restores.' }),
  }),
});

type GlobalId = { typename: string; id: string };

function numericIdOf(globalId: GlobalId, typename: string, whenWrong: () => Error): number {
  const id = Number(globalId.id);
  if (globalId.typename !== typename || !isDatabaseId(id)) throw whenWrong();
  return id;
}

export function topicIdsOf(globalIds: readonly GlobalId[]): number[] {
  const unknownTopic = () =>
    new ValidationError('One of the chosen topics does not exist', [{ path: ['input', 'topicIds'], message: 'Unknown topic' }]);
  return globalIds.map((globalId) => numericIdOf(globalId, 'Topic', unknownTopic));
}

const unknownOpinion = () => new NotFoundError('This opinion does not exist');

const actorOf = (viewer: { userId: number; canDeleteContent: boolean }) => ({ userId: viewer.userId, canDeleteContent: viewer.canDeleteContent });

builder.mutationFields((t) => ({
  createOpinion: t.prismaField({
    type: 'Opinion',
    description: 'Create an opinion. Needs CanCreateOpinions. A title that makes an existing slug is a ConflictError.',
    authScopes: { canCreateOpinions: true },
    errors: { types: [...mutationErrorTypes, ConflictError] },
    args: { input: t.arg({ type: CreateOpinionInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const created = await context.services.opinions.createOpinion(context.viewer!, {
        title: input.title,
        topicIds: topicIdsOf(input.topicIds),
        link: input.link,
        tidbit: input.tidbit,
      });
      return context.services.opinions.byId(created.id, query);
    },
  }),
  editOpinion: t.prismaField({
    type: 'Opinion',
    description: 'Edit an opinion. Needs CanDeleteContent or the contributor/admin role. Recorded in the audit log (before and after).',
    authScopes: { canDeleteContent: true, contributor: true },
    errors: { types: [...mutationErrorTypes, ConflictError, NotFoundError, GoneError] },
    args: { input: t.arg({ type: EditOpinionInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const opinionId = numericIdOf(input.opinionId, 'Opinion', unknownOpinion);
      // An admin action: the admin module runs it with its audit entry in one transaction.
      await context.services.admin.editOpinion(actorOf(context.viewer!), {
        opinionId,
        draft: { title: input.title, topicIds: topicIdsOf(input.topicIds), link: input.link, tidbit: input.tidbit },
      });
      return context.services.opinions.byId(opinionId, query);
    },
  }),
  setOpinionDeleted: t.prismaField({
    type: 'Opinion',
    description: 'Delete or restore an opinion. Needs CanDeleteContent. Idempotent; a change is recorded in the audit log.',
    authScopes: { canDeleteContent: true },
    errors: { types: [...mutationErrorTypes, NotFoundError, GoneError] },
    args: { input: t.arg({ type: SetOpinionDeletedInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const opinionId = numericIdOf(input.opinionId, 'Opinion', unknownOpinion);
      await context.services.admin.setOpinionDeleted(actorOf(context.viewer!), { opinionId, deleted: input.deleted });
      return context.services.opinions.byId(opinionId, query);
    },
  }),
}));
