// People and tags of the encyclopedia (docs/product.md#encyclopedia): their pages
// (/people/{slug}, /tags/{slug}) and their fields as the revision engine (revisions.ts) writes
// them. Tags label questions and people; people are linked to questions and arguments.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { checkDescription, checkLine, ENCYCLOPEDIA_LIMITS, encyclopediaSlug, personPath, tagPath } from '../../domain/encyclopedia-rules.ts';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { checkTags, deletedField, imageField, listField, tagsOf, textField } from './questions.ts';
import type { ArtifactDefinition, EncyclopediaActor, RevisionEngine } from './revisions.ts';

type Selection = { select?: object; include?: object };
type Viewer = { canDeleteContent: boolean } | null;

const personDefinition: ArtifactDefinition = {
  type: 'PERSON',
  table: 'Person',
  links: true,
  async describe(db, id) {
    const row = await db.person.findUnique({ where: { id }, select: { name: true, slug: true, deletedAt: true } });
    return row && { title: row.name, path: personPath(row.slug), deleted: row.deletedAt !== null, hiddenByParent: false, audience: [{ type: 'PERSON', id }] };
  },
  fields: {
    name: textField(
      'name',
      async (db, id) => (await db.person.findUniqueOrThrow({ where: { id }, select: { name: true } })).name,
      (db, id, name) => db.person.update({ where: { id }, data: { name } }),
    ),
    description: textField(
      'description',
      async (db, id) => (await db.person.findUniqueOrThrow({ where: { id }, select: { description: true } })).description,
      (db, id, description) => db.person.update({ where: { id }, data: { description } }),
    ),
    tags: listField(
      'tags',
      'SetTags',
      async (db, id) => (await db.personTag.findMany({ where: { personId: id }, select: { tagId: true } })).map((row) => row.tagId),
      async (db, id, ids) => {
        await db.personTag.deleteMany({ where: { personId: id } });
        await db.personTag.createMany({ data: ids.map((tagId) => ({ personId: id, tagId })) });
      },
      checkTags,
    ),
    image: imageField(
      async (db, id) => (await db.person.findUniqueOrThrow({ where: { id }, select: { imageId: true } })).imageId,
      (db, id, imageId) => db.person.update({ where: { id }, data: { imageId } }),
    ),
    deleted: deletedField(
      async (db, id) => (await db.person.findUniqueOrThrow({ where: { id }, select: { deletedAt: true } })).deletedAt,
      (db, id, deletedAt) => db.person.update({ where: { id }, data: { deletedAt } }),
    ),
  },
};

const tagDefinition: ArtifactDefinition = {
  type: 'TAG',
  table: 'Tag',
  links: false,
  async describe(db, id) {
    const row = await db.tag.findUnique({ where: { id }, select: { title: true, slug: true, deletedAt: true } });
    return row && { title: row.title, path: tagPath(row.slug), deleted: row.deletedAt !== null, hiddenByParent: false, audience: [{ type: 'TAG', id }] };
  },
  fields: {
    title: {
      ...textField(
        'title',
        async (db, id) => (await db.tag.findUniqueOrThrow({ where: { id }, select: { title: true } })).title,
        (db, id, title) => db.tag.update({ where: { id }, data: { title } }),
      ),
      // Two tags may not read alike (the slug stays, so shared links keep working).
      async check(db, id, value, mode) {
        if (mode === 'revert') return;
        const twin = await db.tag.findFirst({ where: { slug: encyclopediaSlug(String(value)), id: { not: id } }, select: { id: true } });
        if (twin) throw new ConflictError('A tag with this title already exists');
      },
    },
    description: textField(
      'description',
      async (db, id) => (await db.tag.findUniqueOrThrow({ where: { id }, select: { description: true } })).description,
      (db, id, description) => db.tag.update({ where: { id }, data: { description } }),
    ),
    deleted: deletedField(
      async (db, id) => (await db.tag.findUniqueOrThrow({ where: { id }, select: { deletedAt: true } })).deletedAt,
      (db, id, deletedAt) => db.tag.update({ where: { id }, data: { deletedAt } }),
    ),
  },
};

export const peopleTagDefinitions = { PERSON: personDefinition, TAG: tagDefinition } as const;

const nameOf = (raw: string) => checkLine(raw, ENCYCLOPEDIA_LIMITS.name, ['input', 'name'], 'name');
const tagTitleOf = (raw: string) => checkLine(raw, ENCYCLOPEDIA_LIMITS.label, ['input', 'title'], 'title');
const descriptionOf = (raw: string | null | undefined) => checkDescription(raw ?? '', ['input', 'description']);

/** A free slug for a new person: namesakes get -2, -3, ... */
export async function freePersonSlug(db: Db, name: string): Promise<string> {
  const base = encyclopediaSlug(name);
  const taken = new Set((await db.person.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

export function createPeopleAndTags(dependencies: { prisma: PrismaClient; engine: RevisionEngine }) {
  const { prisma, engine } = dependencies;

  /** A row by slug for its page: NotFound, or Gone once deleted (moderators still see it, to restore it). */
  async function shownOrGone<Row extends { deletedAt?: Date | null }>(row: Row | null, viewer: Viewer): Promise<Row> {
    if (!row) throw new NotFoundError();
    if (row.deletedAt && !viewer?.canDeleteContent) throw new GoneError();
    return row;
  }

  return {
    personBySlug: async <Query extends Selection>(slug: string, query: Query, viewer: Viewer) =>
      shownOrGone(await prisma.person.findUnique({ ...(withSelectedFields(query, ['deletedAt']) as object), where: { slug } }) as { deletedAt?: Date | null } | null, viewer),

    tagBySlug: async <Query extends Selection>(slug: string, query: Query, viewer: Viewer) =>
      shownOrGone(await prisma.tag.findUnique({ ...(withSelectedFields(query, ['deletedAt']) as object), where: { slug } }) as { deletedAt?: Date | null } | null, viewer),

    personById: <Query extends Selection>(id: number, query: Query) => prisma.person.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id } }),
    tagById: <Query extends Selection>(id: number, query: Query) => prisma.tag.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id } }),

    async createPerson(actor: EncyclopediaActor, input: { name: string; description?: string | null; tagIds?: number[] | null }): Promise<number> {
      const name = nameOf(input.name);
      const description = descriptionOf(input.description);
      const tags = tagsOf(input.tagIds);
      return engine.create(actor, 'PERSON', async (db) => {
        await checkTags(db, tags, 'edit');
        const created = await db.person.create({ data: { slug: await freePersonSlug(db, name), name, description }, select: { id: true } });
        await db.personTag.createMany({ data: tags.map((tagId) => ({ personId: created.id, tagId })) });
        return { id: created.id, snapshot: { name, description, tags, image: null } };
      });
    },

    editPerson(actor: EncyclopediaActor, edit: { personId: number; baseRevisionId: number; name?: string | null; description?: string | null; tagIds?: number[] | null }) {
      const values = {
        ...(edit.name != null ? { name: nameOf(edit.name) } : {}),
        ...(edit.description != null ? { description: descriptionOf(edit.description) } : {}),
        ...(edit.tagIds != null ? { tags: tagsOf(edit.tagIds) } : {}),
      };
      if (Object.keys(values).length === 0) throw new ValidationError('Nothing to change: give at least one field');
      return engine.edit(actor, 'PERSON', edit.personId, edit.baseRevisionId, values);
    },

    async createTag(actor: EncyclopediaActor, input: { title: string; description?: string | null }): Promise<number> {
      const title = tagTitleOf(input.title);
      const description = descriptionOf(input.description);
      return engine.create(actor, 'TAG', async (db) => {
        const slug = encyclopediaSlug(title);
        if (await db.tag.findUnique({ where: { slug }, select: { id: true } })) throw new ConflictError('A tag with this title already exists');
        const created = await db.tag.create({ data: { slug, title, description }, select: { id: true } });
        return { id: created.id, snapshot: { title, description } };
      });
    },

    editTag(actor: EncyclopediaActor, edit: { tagId: number; baseRevisionId: number; title?: string | null; description?: string | null }) {
      const values = {
        ...(edit.title != null ? { title: tagTitleOf(edit.title) } : {}),
        ...(edit.description != null ? { description: descriptionOf(edit.description) } : {}),
      };
      if (Object.keys(values).length === 0) throw new ValidationError('Nothing to change: give at least one field');
      return engine.edit(actor, 'TAG', edit.tagId, edit.baseRevisionId, values);
    },
  };
}

export type PeopleAndTags = ReturnType<typeof createPeopleAndTags>;
