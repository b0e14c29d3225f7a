// People and tags of the encyclopedia (docs/product.md#encyclopedia): their pages
// (/people/{slug}, /tags/{slug}) and writing them. Every write is a revision (revision-schema.ts).
import { databaseIdOrNone } from '../../domain/database-ids.ts';
import { ENCYCLOPEDIA_LIMITS, personPath, tagPath } from '../../domain/encyclopedia-rules.ts';
import { GoneError, NotFoundError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import { ArgumentRef, pictureFields, QuestionRef, SetImageInput } from './question-schema.ts';
import { actorOf, followedByMeFieldOptions, linksFieldOptions, writeErrorTypes } from './revision-schema.ts';

const byTitle = (left: { title: string }, right: { title: string }) => left.title.localeCompare(right.title, 'en');
const visibleArgument = { deletedAt: null, convo: { deletedAt: null }, OR: [{ positionId: null }, { position: { deletedAt: null } }] };

const PersonRef = builder.prismaNode('Person', {
  nullable: true,
  description: 'A person in the encyclopedia. Page: /people/{slug}.',
  id: { field: 'id' },
  findUnique: (id) => ({ id: databaseIdOrNone(id), deletedAt: null }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in search results).' }),
    slug: t.exposeString('slug', { description: 'URL name: /people/{slug} (kept when the name changes).' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    description: t.exposeString('description', { description: 'Who they are: plain text with line breaks (render as text).' }),
    url: t.string({ description: 'Their page: /people/{slug}.', select: { slug: true }, resolve: (person) => personPath(person.slug) }),
    imageUrl: t.string(pictureFields.imageUrl),
    imageSrcSet: t.string(pictureFields.imageSrcSet),
    imageWidth: t.int(pictureFields.imageWidth),
    imageHeight: t.int(pictureFields.imageHeight),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When they were added.' }),
    deleted: t.boolean({ description: 'Deleted (only moderators see it then, to restore it).', select: { deletedAt: true }, resolve: (person) => person.deletedAt !== null }),
    latestRevisionId: t.exposeInt('latestRevisionId', { nullable: true, description: 'Their newest revision: pass it as baseRevisionId when editing.' }),
    questions: t.field({
      type: [QuestionRef],
      description: 'Questions they are linked to (shown), newest first.',
      select: { convos: { where: { convo: { deletedAt: null } }, orderBy: { convoId: 'desc' }, select: { convo: true } } },
      resolve: (person) => person.convos.map((link) => link.convo),
    }),
    arguments: t.field({
      type: [ArgumentRef],
      description: 'Arguments they made or are known for (shown), newest first.',
      select: { arguments: { where: { argument: visibleArgument }, orderBy: { argumentId: 'desc' }, select: { argument: true } } },
      resolve: (person) => person.arguments.map((link) => link.argument),
    }),
    links: t.loadableList(linksFieldOptions('PERSON')),
    followedByMe: t.loadable(followedByMeFieldOptions('PERSON')),
  }),
});

const TagRef = builder.prismaNode('Tag', {
  nullable: true,
  description: 'A tag of questions and people. Page: /tags/{slug}.',
  id: { field: 'id' },
  findUnique: (id) => ({ id: databaseIdOrNone(id), deletedAt: null }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in search results).' }),
    slug: t.exposeString('slug', { description: 'URL name: /tags/{slug} (kept when the title changes).' }),
    title: t.exposeString('title', { description: 'Display title.' }),
    description: t.exposeString('description', { description: 'What it is about: plain text with line breaks.' }),
    url: t.string({ description: 'Its page: /tags/{slug}.', select: { slug: true }, resolve: (tag) => tagPath(tag.slug) }),
    deleted: t.boolean({ description: 'Deleted.', select: { deletedAt: true }, resolve: (tag) => tag.deletedAt !== null }),
    latestRevisionId: t.exposeInt('latestRevisionId', { nullable: true, description: 'Its newest revision: pass it as baseRevisionId when editing.' }),
    questions: t.field({
      type: [QuestionRef],
      description: 'Questions with this tag (shown), newest first.',
      select: { convos: { where: { convo: { deletedAt: null } }, orderBy: { convoId: 'desc' }, select: { convo: true } } },
      resolve: (tag) => tag.convos.map((link) => link.convo),
    }),
    people: t.field({
      type: [PersonRef],
      description: 'People with this tag (not deleted), by name.',
      select: { people: { where: { person: { deletedAt: null } }, select: { person: true } } },
      resolve: (tag) => tag.people.map((link) => link.person).sort(byName),
    }),
    followedByMe: t.loadable(followedByMeFieldOptions('TAG')),
  }),
});

// Fields that point across the types above and those of question-schema.ts, declared here so the
// two files do not import each other.
const byName = (left: { name: string }, right: { name: string }) => left.name.localeCompare(right.name, 'en');

builder.prismaObjectFields('Person', (t) => ({
    tags: t.field({
      type: [TagRef],
      description: 'Their tags (not deleted), by title.',
      select: { tags: { where: { tag: { deletedAt: null } }, select: { tag: true } } },
      resolve: (person) => person.tags.map((link) => link.tag).sort(byTitle),
    }),
}));

builder.prismaObjectFields('Convo', (t) => ({
  tags: t.field({
    type: [TagRef],
    description: 'Its tags (not deleted), by title.',
    select: { tags: { where: { tag: { deletedAt: null } }, select: { tag: true } } },
    resolve: (convo) => convo.tags.map((link) => link.tag).sort(byTitle),
  }),
  people: t.field({
    type: [PersonRef],
    description: 'People linked to it (not deleted), by name.',
    select: { people: { where: { person: { deletedAt: null } }, select: { person: true } } },
    resolve: (convo) => convo.people.map((link) => link.person).sort(byName),
  }),
}));

builder.prismaObjectFields('Argument', (t) => ({
  people: t.field({
    type: [PersonRef],
    description: 'People who made or are known for it (not deleted), by name.',
    select: { people: { where: { person: { deletedAt: null } }, select: { person: true } } },
    resolve: (argument) => argument.people.map((link) => link.person).sort(byName),
  }),
}));

const viewerOf = (context: { viewer: { canDeleteContent: boolean } | null }) => (context.viewer ? { canDeleteContent: context.viewer.canDeleteContent } : null);

builder.queryFields((t) => ({
  person: t.prismaField({
    type: 'Person',
    description: 'A person by slug, or the NotFoundError (404) / GoneError (410, deleted) their page shows. Moderators get deleted ones, to restore them.',
    args: { slug: t.arg.string({ required: true, description: 'Their slug.' }) },
    errors: { types: [NotFoundError, GoneError], directResult: true, union: { name: 'PersonLookup' } },
    resolve: (query, _root, args, context) => context.services.encyclopedia.personBySlug(args.slug, query, viewerOf(context)) as never,
  }),
  encyclopediaTag: t.prismaField({
    type: 'Tag',
    description: 'A tag by slug, or the NotFoundError (404) / GoneError (410, deleted) its page shows.',
    args: { slug: t.arg.string({ required: true, description: 'Its slug.' }) },
    errors: { types: [NotFoundError, GoneError], directResult: true, union: { name: 'TagLookup' } },
    resolve: (query, _root, args, context) => context.services.encyclopedia.tagBySlug(args.slug, query, viewerOf(context)) as never,
  }),
}));

const nameDescription = `One line, 1-${ENCYCLOPEDIA_LIMITS.name} characters.`;
const labelDescription = `One line, 1-${ENCYCLOPEDIA_LIMITS.label} characters.`;
const descriptionDescription = `Plain text with line breaks, at most ${ENCYCLOPEDIA_LIMITS.description.toLocaleString('en-US')} characters.`;
const baseRevisionDescription = 'The item’s latestRevisionId when editing began: a newer change to a field edited here answers EditConflictError (409) and writes nothing.';

const CreatePersonInput = builder.inputType('CreatePersonInput', {
  description: 'A new person (PersonInit); namesakes get slugs ending -2, -3, ...',
  fields: (t) => ({
    name: t.string({ required: true, description: nameDescription }),
    description: t.string({ description: descriptionDescription }),
    tagIds: t.intList({ description: `Up to ${ENCYCLOPEDIA_LIMITS.tags} tags.` }),
  }),
});

const EditPersonInput = builder.inputType('EditPersonInput', {
  description: 'Changes to a person: each field given and different is one revision (EditTextField, SetTags).',
  fields: (t) => ({
    personId: t.int({ required: true, description: 'Their databaseId.' }),
    baseRevisionId: t.int({ required: true, description: baseRevisionDescription }),
    name: t.string({ description: nameDescription }),
    description: t.string({ description: descriptionDescription }),
    tagIds: t.intList({ description: `Up to ${ENCYCLOPEDIA_LIMITS.tags} tags.` }),
  }),
});

const CreateTagInput = builder.inputType('CreateEncyclopediaTagInput', {
  description: 'A new tag (TagInit); its slug must be free (409 otherwise).',
  fields: (t) => ({
    title: t.string({ required: true, description: labelDescription }),
    description: t.string({ description: descriptionDescription }),
  }),
});

const EditTagInput = builder.inputType('EditEncyclopediaTagInput', {
  description: 'Changes to a tag (TagEditTextField per field).',
  fields: (t) => ({
    tagId: t.int({ required: true, description: 'Its databaseId.' }),
    baseRevisionId: t.int({ required: true, description: baseRevisionDescription }),
    title: t.string({ description: labelDescription }),
    description: t.string({ description: descriptionDescription }),
  }),
});

builder.mutationFields((t) => ({
  createPerson: t.prismaField({
    type: 'Person',
    description: 'Adds a person (PersonInit). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: CreatePersonInput, required: true }) },
    resolve: async (query, _root, { input }, context) =>
      context.services.encyclopedia.personById(await context.services.encyclopedia.createPerson(actorOf(context), input), query),
  }),
  editPerson: t.prismaField({
    type: 'Person',
    description: 'Changes a person’s name, description or tags, one revision per field. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: EditPersonInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.editPerson(actorOf(context), input);
      return context.services.encyclopedia.personById(input.personId, query);
    },
  }),
  setPersonImage: t.prismaField({
    type: 'Person',
    description: 'Sets or removes a person’s picture (PersonSetImage): checked and re-encoded like avatars. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: SetImageInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.setImage(actorOf(context), 'PERSON', input.id, input.baseRevisionId, input.imageBase64 ?? null);
      return context.services.encyclopedia.personById(input.id, query);
    },
  }),
  createEncyclopediaTag: t.prismaField({
    type: 'Tag',
    description: 'Adds a tag (TagInit). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: CreateTagInput, required: true }) },
    resolve: async (query, _root, { input }, context) =>
      context.services.encyclopedia.tagById(await context.services.encyclopedia.createTag(actorOf(context), input), query),
  }),
  editEncyclopediaTag: t.prismaField({
    type: 'Tag',
    description: 'Changes a tag’s title or description. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: EditTagInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.editTag(actorOf(context), input);
      return context.services.encyclopedia.tagById(input.tagId, query);
    },
  }),
}));
