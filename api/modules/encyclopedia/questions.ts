// Questions (convos) with their categories, positions and arguments, and members' requests for
// new questions (docs/product.md#encyclopedia): how each is read, and how each field is written
// through the revision engine (revisions.ts). Contributors and admins create and edit; members
// propose requests; CanDeleteContent deletes (the schema checks the scopes, the rules here).
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import { withSelectedFields } from '../../db/selection.ts';
import type { Db } from '../../db/transaction.ts';
import {
  argumentPath,
  checkDescription,
  checkIdList,
  checkLine,
  ENCYCLOPEDIA_LIMITS,
  encyclopediaSlug,
  positionPath,
  questionPath,
  requestPath,
} from '../../domain/encyclopedia-rules.ts';
import { AuthError, ConflictError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { decodeCursor, pageOf, pageSize, type Page } from '../../domain/list-paging.ts';
import { encyclopediaRateLimits, type ArtifactDefinition, type EncyclopediaActor, type FieldDefinition, type RevisionEngine } from './revisions.ts';

type Selection = { select?: object; include?: object };
type Viewer = { userId: number; canDeleteContent: boolean } | null;

// ───────────── fields, as the revision engine reads and writes them ─────────────

export function textField(label: string, read: (db: Db, id: number) => Promise<string>, write: (db: Db, id: number, text: string) => Promise<unknown>): FieldDefinition {
  return { kind: 'text', verb: 'EditTextField', label, read, write: async (db, id, value) => void (await write(db, id, String(value ?? ''))) };
}

export function deletedField(read: (db: Db, id: number) => Promise<Date | null>, write: (db: Db, id: number, at: Date | null) => Promise<unknown>): FieldDefinition {
  return { kind: 'deleted', verb: 'Delete', label: 'deletion', read: async (db, id) => (await read(db, id)) !== null, write: async (db, id, value) => void (await write(db, id, value ? new Date() : null)) };
}

/** Ids that must name rows (and, for an edit, rows not deleted): a ValidationError on `path` otherwise. */
export async function requireIds(found: Array<{ id: number; deletedAt?: Date | null }>, ids: readonly number[], mode: 'edit' | 'revert', path: string[], what: string) {
  const usable = new Set(found.filter((row) => mode === 'revert' || !row.deletedAt).map((row) => row.id));
  if (ids.some((id) => !usable.has(id))) throw new ValidationError(`One of the chosen ${what} does not exist`, [{ path, message: 'Unknown' }]);
}

/** An id-list field stored in a join table: `read` answers the ids sorted, `replace` stores exactly `ids`. */
export function listField(
  kind: 'categories' | 'tags' | 'people',
  verb: 'SetCategories' | 'SetTags' | 'SetPeople',
  read: (db: Db, id: number) => Promise<number[]>,
  replace: (db: Db, id: number, ids: number[]) => Promise<void>,
  check: (db: Db, ids: number[], mode: 'edit' | 'revert') => Promise<void>,
): FieldDefinition {
  return {
    kind,
    verb,
    label: kind,
    read: async (db, id) => (await read(db, id)).sort((left, right) => left - right),
    write: (db, id, value) => replace(db, id, value as number[]),
    check: (db, _id, value, mode) => check(db, value as number[], mode),
  };
}

export const checkTags = async (db: Db, ids: number[], mode: 'edit' | 'revert') =>
  requireIds(await db.tag.findMany({ where: { id: { in: ids } }, select: { id: true, deletedAt: true } }), ids, mode, ['input', 'tagIds'], 'tags');
export const checkPeople = async (db: Db, ids: number[], mode: 'edit' | 'revert') =>
  requireIds(await db.person.findMany({ where: { id: { in: ids } }, select: { id: true, deletedAt: true } }), ids, mode, ['input', 'personIds'], 'people');
const checkCategories = async (db: Db, ids: number[], mode: 'edit' | 'revert') =>
  requireIds(await db.category.findMany({ where: { id: { in: ids } }, select: { id: true } }), ids, mode, ['input', 'categoryIds'], 'categories');

export const imageField = (read: (db: Db, id: number) => Promise<number | null>, write: (db: Db, id: number, imageId: number | null) => Promise<unknown>): FieldDefinition => ({
  kind: 'image',
  verb: 'SetImage',
  label: 'picture',
  read,
  write: async (db, id, value) => void (await write(db, id, (value as number | null) ?? null)),
});

const convoDefinition: ArtifactDefinition = {
  type: 'CONVO',
  table: 'Convo',
  links: true,
  async describe(db, id) {
    const row = await db.convo.findUnique({ where: { id }, select: { title: true, slug: true, deletedAt: true } });
    return row && { title: row.title, path: questionPath(row.slug), deleted: row.deletedAt !== null, hiddenByParent: false, audience: [{ type: 'CONVO', id }] };
  },
  fields: {
    title: {
      ...textField(
        'title',
        async (db, id) => (await db.convo.findUniqueOrThrow({ where: { id }, select: { title: true } })).title,
        (db, id, title) => db.convo.update({ where: { id }, data: { title } }),
      ),
      // The slug stays (shared links keep working), but two questions may not read alike.
      async check(db, id, value, mode) {
        if (mode === 'revert') return;
        const twin = await db.convo.findFirst({ where: { slug: encyclopediaSlug(String(value)), id: { not: id } }, select: { id: true } });
        if (twin) throw new ConflictError('A question with this title already exists');
      },
    },
    description: textField(
      'description',
      async (db, id) => (await db.convo.findUniqueOrThrow({ where: { id }, select: { description: true } })).description,
      (db, id, description) => db.convo.update({ where: { id }, data: { description } }),
    ),
    categories: listField(
      'categories',
      'SetCategories',
      async (db, id) => (await db.convoCategory.findMany({ where: { convoId: id }, select: { categoryId: true } })).map((row) => row.categoryId),
      async (db, id, ids) => {
        await db.convoCategory.deleteMany({ where: { convoId: id } });
        await db.convoCategory.createMany({ data: ids.map((categoryId) => ({ convoId: id, categoryId })) });
      },
      checkCategories,
    ),
    tags: listField(
      'tags',
      'SetTags',
      async (db, id) => (await db.convoTag.findMany({ where: { convoId: id }, select: { tagId: true } })).map((row) => row.tagId),
      async (db, id, ids) => {
        await db.convoTag.deleteMany({ where: { convoId: id } });
        await db.convoTag.createMany({ data: ids.map((tagId) => ({ convoId: id, tagId })) });
      },
      checkTags,
    ),
    people: listField(
      'people',
      'SetPeople',
      async (db, id) => (await db.convoPerson.findMany({ where: { convoId: id }, select: { personId: true } })).map((row) => row.personId),
      async (db, id, ids) => {
        await db.convoPerson.deleteMany({ where: { convoId: id } });
        await db.convoPerson.createMany({ data: ids.map((personId) => ({ convoId: id, personId })) });
      },
      checkPeople,
    ),
    image: imageField(
      async (db, id) => (await db.convo.findUniqueOrThrow({ where: { id }, select: { imageId: true } })).imageId,
      (db, id, imageId) => db.convo.update({ where: { id }, data: { imageId } }),
    ),
    deleted: deletedField(
      async (db, id) => (await db.convo.findUniqueOrThrow({ where: { id }, select: { deletedAt: true } })).deletedAt,
      (db, id, deletedAt) => db.convo.update({ where: { id }, data: { deletedAt } }),
    ),
  },
};

const positionDefinition: ArtifactDefinition = {
  type: 'POS',
  table: 'Position',
  links: true,
  async describe(db, id) {
    const row = await db.position.findUnique({ where: { id }, select: { title: true, deletedAt: true, convo: { select: { id: true, slug: true, deletedAt: true } } } });
    return (
      row && {
        title: row.title,
        path: positionPath(row.convo.slug, id),
        deleted: row.deletedAt !== null,
        hiddenByParent: row.convo.deletedAt !== null,
        audience: [{ type: 'POS', id }, { type: 'CONVO', id: row.convo.id }],
      }
    );
  },
  fields: {
    title: textField(
      'title',
      async (db, id) => (await db.position.findUniqueOrThrow({ where: { id }, select: { title: true } })).title,
      (db, id, title) => db.position.update({ where: { id }, data: { title } }),
    ),
    description: textField(
      'description',
      async (db, id) => (await db.position.findUniqueOrThrow({ where: { id }, select: { description: true } })).description,
      (db, id, description) => db.position.update({ where: { id }, data: { description } }),
    ),
    image: imageField(
      async (db, id) => (await db.position.findUniqueOrThrow({ where: { id }, select: { imageId: true } })).imageId,
      (db, id, imageId) => db.position.update({ where: { id }, data: { imageId } }),
    ),
    deleted: deletedField(
      async (db, id) => (await db.position.findUniqueOrThrow({ where: { id }, select: { deletedAt: true } })).deletedAt,
      (db, id, deletedAt) => db.position.update({ where: { id }, data: { deletedAt } }),
    ),
  },
};

const argumentDefinition: ArtifactDefinition = {
  type: 'ARG',
  table: 'Argument',
  links: true,
  async describe(db, id) {
    const row = await db.argument.findUnique({
      where: { id },
      select: { title: true, deletedAt: true, convoId: true, positionId: true, convo: { select: { deletedAt: true } }, position: { select: { deletedAt: true } } },
    });
    return (
      row && {
        title: row.title,
        path: argumentPath(id),
        deleted: row.deletedAt !== null,
        hiddenByParent: row.convo.deletedAt !== null || (row.position?.deletedAt ?? null) !== null,
        audience: [{ type: 'ARG', id }, { type: 'CONVO', id: row.convoId }, ...(row.positionId ? [{ type: 'POS' as const, id: row.positionId }] : [])],
      }
    );
  },
  fields: {
    title: textField(
      'title',
      async (db, id) => (await db.argument.findUniqueOrThrow({ where: { id }, select: { title: true } })).title,
      (db, id, title) => db.argument.update({ where: { id }, data: { title } }),
    ),
    description: textField(
      'description',
      async (db, id) => (await db.argument.findUniqueOrThrow({ where: { id }, select: { description: true } })).description,
      (db, id, description) => db.argument.update({ where: { id }, data: { description } }),
    ),
    position: {
      kind: 'position',
      verb: 'SetPos',
      label: 'position',
      read: async (db, id) => (await db.argument.findUniqueOrThrow({ where: { id }, select: { positionId: true } })).positionId,
      write: async (db, id, value) => void (await db.argument.update({ where: { id }, data: { positionId: value as number } })),
      // A position of the same question, shown (a revert too: an argument must not move under a deleted position).
      async check(db, id, value) {
        const argument = await db.argument.findUniqueOrThrow({ where: { id }, select: { convoId: true } });
        const position = await db.position.findUnique({ where: { id: value as number }, select: { convoId: true, deletedAt: true } });
        if (!position || position.convoId !== argument.convoId) {
          throw new ValidationError('Choose a position of the same question', [{ path: ['input', 'positionId'], message: 'Another question' }]);
        }
        if (position.deletedAt) throw new ValidationError('That position has been deleted', [{ path: ['input', 'positionId'], message: 'Deleted' }]);
      },
    },
    people: listField(
      'people',
      'SetPeople',
      async (db, id) => (await db.argumentPerson.findMany({ where: { argumentId: id }, select: { personId: true } })).map((row) => row.personId),
      async (db, id, ids) => {
        await db.argumentPerson.deleteMany({ where: { argumentId: id } });
        await db.argumentPerson.createMany({ data: ids.map((personId) => ({ argumentId: id, personId })) });
      },
      checkPeople,
    ),
    image: imageField(
      async (db, id) => (await db.argument.findUniqueOrThrow({ where: { id }, select: { imageId: true } })).imageId,
      (db, id, imageId) => db.argument.update({ where: { id }, data: { imageId } }),
    ),
    deleted: deletedField(
      async (db, id) => (await db.argument.findUniqueOrThrow({ where: { id }, select: { deletedAt: true } })).deletedAt,
      (db, id, deletedAt) => db.argument.update({ where: { id }, data: { deletedAt } }),
    ),
  },
};

/** A decided request's text stays as it was decided on (checked under the request's row lock). */
async function requireOpenRequest(db: Db, id: number): Promise<void> {
  const { status } = await db.convoRequest.findUniqueOrThrow({ where: { id }, select: { status: true } });
  if (status !== 'OPEN') throw new ConflictError('This request has been decided and can no longer be edited');
}

const requestDefinition: ArtifactDefinition = {
  type: 'REQ',
  table: 'ConvoRequest',
  links: false,
  async describe(db, id) {
    const row = await db.convoRequest.findUnique({ where: { id }, select: { title: true, deletedAt: true } });
    return row && { title: row.title, path: requestPath(id), deleted: row.deletedAt !== null, hiddenByParent: false, audience: [{ type: 'REQ', id }] };
  },
  fields: {
    title: {
      ...textField(
        'title',
        async (db, id) => (await db.convoRequest.findUniqueOrThrow({ where: { id }, select: { title: true } })).title,
        (db, id, title) => db.convoRequest.update({ where: { id }, data: { title } }),
      ),
      check: (db, id) => requireOpenRequest(db, id),
    },
    description: {
      ...textField(
        'description',
        async (db, id) => (await db.convoRequest.findUniqueOrThrow({ where: { id }, select: { description: true } })).description,
        (db, id, description) => db.convoRequest.update({ where: { id }, data: { description } }),
      ),
      check: (db, id) => requireOpenRequest(db, id),
    },
    image: {
      ...imageField(
        async (db, id) => (await db.convoRequest.findUniqueOrThrow({ where: { id }, select: { imageId: true } })).imageId,
        (db, id, imageId) => db.convoRequest.update({ where: { id }, data: { imageId } }),
      ),
      check: (db, id) => requireOpenRequest(db, id),
    },
    deleted: deletedField(
      async (db, id) => (await db.convoRequest.findUniqueOrThrow({ where: { id }, select: { deletedAt: true } })).deletedAt,
      (db, id, deletedAt) => db.convoRequest.update({ where: { id }, data: { deletedAt } }),
    ),
  },
};

export const questionDefinitions = { CONVO: convoDefinition, POS: positionDefinition, ARG: argumentDefinition, REQ: requestDefinition } as const;

// ───────────── what clients send ─────────────

export type QuestionDraft = { title: string; description?: string | null; categoryIds: number[]; tagIds?: number[] | null; personIds?: number[] | null };
export type QuestionEdit = { questionId: number; baseRevisionId: number; title?: string | null; description?: string | null; categoryIds?: number[] | null; tagIds?: number[] | null; personIds?: number[] | null };
export type TextEdit = { baseRevisionId: number; title?: string | null; description?: string | null };

const titleOf = (raw: string) => checkLine(raw, ENCYCLOPEDIA_LIMITS.title, ['input', 'title'], 'title');
const descriptionOf = (raw: string | null | undefined) => checkDescription(raw ?? '', ['input', 'description']);
const categoriesOf = (ids: number[]) => checkIdList(ids, ENCYCLOPEDIA_LIMITS.categoriesMin, ENCYCLOPEDIA_LIMITS.categoriesMax, ['input', 'categoryIds'], 'categories');
export const tagsOf = (ids: number[] | null | undefined) => checkIdList(ids ?? [], 0, ENCYCLOPEDIA_LIMITS.tags, ['input', 'tagIds'], 'tags');
export const peopleOf = (ids: number[] | null | undefined) => checkIdList(ids ?? [], 0, ENCYCLOPEDIA_LIMITS.people, ['input', 'personIds'], 'people');

/** The fields of a text edit that were given, checked. */
function textValues(edit: { title?: string | null; description?: string | null }): Record<string, unknown> {
  return {
    ...(edit.title != null ? { title: titleOf(edit.title) } : {}),
    ...(edit.description != null ? { description: descriptionOf(edit.description) } : {}),
  };
}

function nothingToChange(values: Record<string, unknown>) {
  if (Object.keys(values).length === 0) throw new ValidationError('Nothing to change: give at least one field');
}

export function createQuestions(dependencies: { prisma: PrismaClient; engine: RevisionEngine }) {
  const { prisma, engine } = dependencies;
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

  /** A question not deleted (NotFound, Gone otherwise), for adding to it. */
  async function requireShownQuestion(db: Db, id: number) {
    const convo = await db.convo.findUnique({ where: { id }, select: { id: true, deletedAt: true } });
    if (!convo) throw new NotFoundError('This question does not exist');
    if (convo.deletedAt) throw new GoneError();
    return convo;
  }

  /** A new question, its slug from the title (unique: a taken one is a 409, deleted questions included). */
  async function insertQuestion(
    db: Db,
    draft: { title: string; description: string; categoryIds: number[]; tagIds: number[]; personIds: number[]; createdById: number; imageId?: number | null },
  ) {
    const slug = encyclopediaSlug(draft.title);
    if (await db.convo.findUnique({ where: { slug }, select: { id: true } })) throw new ConflictError('A question with this title already exists');
    await checkCategories(db, draft.categoryIds, 'edit');
    await checkTags(db, draft.tagIds, 'edit');
    await checkPeople(db, draft.personIds, 'edit');
    const convo = await db.convo.create({
      data: { slug, title: draft.title, description: draft.description, createdById: draft.createdById, imageId: draft.imageId ?? null },
      select: { id: true },
    });
    await db.convoCategory.createMany({ data: draft.categoryIds.map((categoryId) => ({ convoId: convo.id, categoryId })) });
    await db.convoTag.createMany({ data: draft.tagIds.map((tagId) => ({ convoId: convo.id, tagId })) });
    await db.convoPerson.createMany({ data: draft.personIds.map((personId) => ({ convoId: convo.id, personId })) });
    return {
      id: convo.id,
      slug,
      snapshot: { title: draft.title, description: draft.description, categories: draft.categoryIds, tags: draft.tagIds, people: draft.personIds, image: draft.imageId ?? null },
    };
  }

  const visibleArgument = { deletedAt: null, convo: { deletedAt: null }, OR: [{ positionId: null }, { position: { deletedAt: null } }] } satisfies Prisma.ArgumentWhereInput;

  /** An open request the actor may change: its author's, or any for a contributor. */
  async function requireEditableRequest(actor: EncyclopediaActor, requestId: number): Promise<void> {
    const request = await prisma.convoRequest.findUnique({ where: { id: requestId }, select: { authorId: true, status: true, deletedAt: true } });
    if (!request) throw new NotFoundError('This request does not exist');
    if (request.authorId !== actor.userId && !actor.contributor) throw new AuthError('You can only edit your own requests', 403);
    if (request.deletedAt) throw new GoneError();
    if (request.status !== 'OPEN') throw new ConflictError('This request has been decided and can no longer be edited');
  }

  return {
    // ── Reading ──

    /** Every category, by title. */
    async categories<Query extends Selection>(query: Query) {
      const rows = await prisma.category.findMany({ ...(withSelectedFields(query, ['title']) as object), orderBy: { id: 'asc' } });
      return rows.sort((left, right) => collator.compare((left as { title?: string }).title ?? '', (right as { title?: string }).title ?? ''));
    },

    categoryBySlug: <Query extends Selection>(slug: string, query: Query) => prisma.category.findUnique({ ...(withSelectedFields(query, ['id']) as object), where: { slug } }),

    // Rows a write just made or changed, with the selection the client asked for.
    categoryById: <Query extends Selection>(id: number, query: Query) => prisma.category.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id } }),
    questionById: <Query extends Selection>(id: number, query: Query) => prisma.convo.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id } }),
    positionById: <Query extends Selection>(id: number, query: Query) => prisma.position.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id } }),
    argumentById: <Query extends Selection>(id: number, query: Query) => prisma.argument.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id } }),

    /**
     * A page of the question feed, newest first: every shown question, or those of one category.
     * `first + 1` rows, so the caller knows whether more follow.
     */
    questionFeed<Query extends Selection>(query: Query, options: { categoryId: number | null; afterId: number | null; first: number }) {
      return prisma.convo.findMany({
        ...(withSelectedFields(query, ['id']) as object),
        where: {
          deletedAt: null,
          ...(options.categoryId !== null ? { categories: { some: { categoryId: options.categoryId } } } : {}),
          ...(options.afterId !== null ? { id: { lt: options.afterId } } : {}),
        },
        orderBy: { id: 'desc' },
        take: options.first + 1,
      });
    },

    /** A page of the argument feed, newest first (arguments shown, in questions and positions shown). */
    argumentFeed<Query extends Selection>(query: Query, options: { afterId: number | null; first: number }) {
      return prisma.argument.findMany({
        ...(withSelectedFields(query, ['id']) as object),
        where: { ...visibleArgument, ...(options.afterId !== null ? { id: { lt: options.afterId } } : {}) },
        orderBy: { id: 'desc' },
        take: options.first + 1,
      });
    },

    /** A question by slug: NotFound, or Gone once deleted (except for moderators, who may restore it). */
    async questionBySlug<Query extends Selection>(slug: string, query: Query, viewer: Viewer) {
      const row = (await prisma.convo.findUnique({ ...(withSelectedFields(query, ['deletedAt']) as object), where: { slug } })) as { deletedAt?: Date | null } | null;
      if (!row) throw new NotFoundError();
      if (row.deletedAt && !viewer?.canDeleteContent) throw new GoneError();
      return row;
    },

    /** Members' requests for new questions, newest first, a page at a time; `status` narrows them. */
    async requests(options: { status?: 'OPEN' | 'ACCEPTED' | 'DECLINED' | null; first?: number | null; after?: string | null }): Promise<Page<RequestView>> {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['int']);
      const rows = await prisma.convoRequest.findMany({
        where: { deletedAt: null, ...(options.status ? { status: options.status } : {}), ...(after ? { id: { lt: after[0] } } : {}) },
        orderBy: { id: 'desc' },
        take: first + 1,
        select: requestSelect,
      });
      return pageOf(rows.map(toRequestView), first, (row) => [row.id]);
    },

    async request(id: number): Promise<RequestView> {
      const row = await prisma.convoRequest.findUnique({ where: { id }, select: requestSelect });
      if (!row) throw new NotFoundError('This request does not exist');
      if (row.deletedAt) throw new GoneError();
      return toRequestView(row);
    },

    // ── Categories: the question feed's tabs (not revisioned: they hold no text of the debate) ──

    async createCategory(actor: EncyclopediaActor, input: { title: string; description?: string | null }): Promise<number> {
      const title = checkLine(input.title, ENCYCLOPEDIA_LIMITS.label, ['input', 'title'], 'title');
      const description = checkDescription(input.description ?? '', ['input', 'description'], 500);
      const slug = encyclopediaSlug(title);
      await engine.countWrite(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour]);
      if (await prisma.category.findUnique({ where: { slug }, select: { id: true } })) throw new ConflictError('A category with this title already exists');
      return (await prisma.category.create({ data: { slug, title, description }, select: { id: true } })).id;
    },

    async editCategory(actor: EncyclopediaActor, input: { categoryId: number; title: string; description?: string | null }): Promise<number> {
      const title = checkLine(input.title, ENCYCLOPEDIA_LIMITS.label, ['input', 'title'], 'title');
      const description = checkDescription(input.description ?? '', ['input', 'description'], 500);
      await engine.countWrite(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour]);
      const existing = await prisma.category.findUnique({ where: { id: input.categoryId }, select: { id: true } });
      if (!existing) throw new NotFoundError('This category does not exist');
      await prisma.category.update({ where: { id: input.categoryId }, data: { title, description } });
      return input.categoryId;
    },

    // ── Questions, positions, arguments ──

    async createQuestion(actor: EncyclopediaActor, draft: QuestionDraft): Promise<number> {
      const checked = {
        title: titleOf(draft.title),
        description: descriptionOf(draft.description),
        categoryIds: categoriesOf(draft.categoryIds),
        tagIds: tagsOf(draft.tagIds),
        personIds: peopleOf(draft.personIds),
        createdById: actor.userId,
      };
      return engine.create(actor, 'CONVO', async (db) => insertQuestion(db, checked));
    },

    async editQuestion(actor: EncyclopediaActor, edit: QuestionEdit): Promise<number[]> {
      const values = {
        ...textValues(edit),
        ...(edit.categoryIds != null ? { categories: categoriesOf(edit.categoryIds) } : {}),
        ...(edit.tagIds != null ? { tags: tagsOf(edit.tagIds) } : {}),
        ...(edit.personIds != null ? { people: peopleOf(edit.personIds) } : {}),
      };
      nothingToChange(values);
      return engine.edit(actor, 'CONVO', edit.questionId, edit.baseRevisionId, values);
    },

    async createPosition(actor: EncyclopediaActor, input: { questionId: number; title: string; description?: string | null }): Promise<number> {
      const title = titleOf(input.title);
      const description = descriptionOf(input.description);
      return engine.create(actor, 'POS', async (db) => {
        await requireShownQuestion(db, input.questionId);
        const created = await db.position.create({ data: { convoId: input.questionId, title, description }, select: { id: true } });
        return { id: created.id, snapshot: { title, description, image: null } };
      });
    },

    editPosition: (actor: EncyclopediaActor, edit: TextEdit & { positionId: number }) => {
      const values = textValues(edit);
      nothingToChange(values);
      return engine.edit(actor, 'POS', edit.positionId, edit.baseRevisionId, values);
    },

    /** A new argument for a position (shown) of a shown question. */
    async createArgument(actor: EncyclopediaActor, input: { positionId: number; title: string; description?: string | null; personIds?: number[] | null }): Promise<number> {
      const title = titleOf(input.title);
      const description = descriptionOf(input.description);
      const people = peopleOf(input.personIds);
      return engine.create(actor, 'ARG', async (db) => {
        const position = await db.position.findUnique({ where: { id: input.positionId }, select: { convoId: true, deletedAt: true } });
        if (!position) throw new NotFoundError('This position does not exist');
        if (position.deletedAt) throw new GoneError();
        await requireShownQuestion(db, position.convoId);
        await checkPeople(db, people, 'edit');
        const created = await db.argument.create({ data: { convoId: position.convoId, positionId: input.positionId, title, description }, select: { id: true } });
        await db.argumentPerson.createMany({ data: people.map((personId) => ({ argumentId: created.id, personId })) });
        return { id: created.id, snapshot: { title, description, position: input.positionId, people, image: null } };
      });
    },

    editArgument: (actor: EncyclopediaActor, edit: TextEdit & { argumentId: number; personIds?: number[] | null }) => {
      const values = { ...textValues(edit), ...(edit.personIds != null ? { people: peopleOf(edit.personIds) } : {}) };
      nothingToChange(values);
      return engine.edit(actor, 'ARG', edit.argumentId, edit.baseRevisionId, values);
    },

    /** Moves an argument to another position of its question (ArgSetPos). */
    setArgumentPosition: (actor: EncyclopediaActor, input: { argumentId: number; positionId: number; baseRevisionId: number }) =>
      engine.edit(actor, 'ARG', input.argumentId, input.baseRevisionId, { position: input.positionId }),

    // ── Requests: members propose questions, contributors decide ──

    async proposeQuestion(actor: EncyclopediaActor, input: { title: string; description?: string | null }): Promise<number> {
      const title = titleOf(input.title);
      const description = descriptionOf(input.description);
      await engine.countWrite(actor, [encyclopediaRateLimits.requestsPerHour]);
      return engine.create(actor, 'REQ', async (db) => {
        const created = await db.convoRequest.create({ data: { title, description, authorId: actor.userId }, select: { id: true } });
        return { id: created.id, snapshot: { title, description, image: null } };
      });
    },

    /** Its author edits an open request; contributors edit any open one. */
    async editRequest(actor: EncyclopediaActor, edit: TextEdit & { requestId: number }): Promise<number[]> {
      const values = textValues(edit);
      nothingToChange(values);
      await requireEditableRequest(actor, edit.requestId);
      return engine.edit(actor, 'REQ', edit.requestId, edit.baseRevisionId, values);
    },

    requireEditableRequest,

    /**
     * Makes an open request a question (the request's author is its asker) in one transaction:
     * ConvoInit, and ReqAccept on the request, whose followers (its author first) hear of it.
     */
    async acceptRequest(actor: EncyclopediaActor, input: { requestId: number; categoryIds: number[]; title?: string | null; description?: string | null }): Promise<number> {
      const categoryIds = categoriesOf(input.categoryIds);
      const given = textValues(input);
      const { result } = await engine.revise(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour], async (db) => {
        await engine.lockAndDescribe(db, 'REQ', input.requestId);
        const request = await db.convoRequest.findUniqueOrThrow({
          where: { id: input.requestId },
          select: { title: true, description: true, status: true, authorId: true, deletedAt: true, imageId: true },
        });
        if (request.deletedAt) throw new GoneError();
        if (request.status !== 'OPEN') throw new ConflictError('This request was already decided');
        const question = await insertQuestion(db, {
          title: (given.title as string | undefined) ?? request.title,
          description: (given.description as string | undefined) ?? request.description,
          categoryIds,
          tagIds: [],
          personIds: [],
          createdById: request.authorId,
          // The question takes the picture proposed with it.
          imageId: request.imageId,
        });
        await db.convoRequest.update({ where: { id: input.requestId }, data: { status: 'ACCEPTED', convoId: question.id, decidedById: actor.userId, decidedAt: new Date() } });
        return {
          changes: [
            { type: 'CONVO' as const, id: question.id, revisions: [{ verb: 'Init' as const, fieldName: null, before: null, after: question.snapshot, excerpt: String(question.snapshot.description) }] },
            {
              type: 'REQ' as const,
              id: input.requestId,
              revisions: [{ verb: 'Accept' as const, fieldName: 'status', before: { status: 'OPEN' }, after: { status: 'ACCEPTED', questionId: question.id }, path: questionPath(question.slug) }],
            },
          ],
          result: question.id,
        };
      });
      return result;
    },

    /** Declines an open request, with a note everyone sees. */
    async declineRequest(actor: EncyclopediaActor, input: { requestId: number; note?: string | null }): Promise<number> {
      const note = checkDescription(input.note ?? '', ['input', 'note'], ENCYCLOPEDIA_LIMITS.declineNote);
      await engine.revise(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour], async (db) => {
        const summary = await engine.lockAndDescribe(db, 'REQ', input.requestId);
        if (summary.deleted) throw new GoneError();
        const request = await db.convoRequest.findUniqueOrThrow({ where: { id: input.requestId }, select: { status: true } });
        if (request.status !== 'OPEN') throw new ConflictError('This request was already decided');
        await db.convoRequest.update({ where: { id: input.requestId }, data: { status: 'DECLINED', decidedById: actor.userId, decidedAt: new Date(), decisionNote: note } });
        return {
          changes: [{ type: 'REQ' as const, id: input.requestId, revisions: [{ verb: 'Decline' as const, fieldName: 'status', before: { status: 'OPEN' }, after: { status: 'DECLINED' }, excerpt: note }] }],
          result: null,
        };
      });
      return input.requestId;
    },
  };
}

const requestSelect = {
  id: true,
  title: true,
  description: true,
  status: true,
  decisionNote: true,
  createdAt: true,
  decidedAt: true,
  deletedAt: true,
  latestRevisionId: true,
  image: { select: { id: true, width: true, height: true } },
  author: { select: { username: true } },
  decidedBy: { select: { username: true } },
  convo: { select: { slug: true, title: true, deletedAt: true } },
} satisfies Prisma.ConvoRequestSelect;

export type RequestView = {
  id: number;
  title: string;
  description: string;
  status: 'OPEN' | 'ACCEPTED' | 'DECLINED';
  decisionNote: string;
  createdAt: Date;
  decidedAt: Date | null;
  latestRevisionId: number | null;
  image: { id: number; width: number; height: number } | null;
  authorUsername: string;
  decidedByUsername: string | null;
  questionSlug: string | null;
  questionTitle: string | null;
};

function toRequestView(row: Prisma.ConvoRequestGetPayload<{ select: typeof requestSelect }>): RequestView {
  const question = row.convo && !row.convo.deletedAt ? row.convo : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    latestRevisionId: row.latestRevisionId,
    image: row.image,
    authorUsername: row.author.username,
    decidedByUsername: row.decidedBy?.username ?? null,
    questionSlug: question?.slug ?? null,
    questionTitle: question?.title ?? null,
  };
}

export type Questions = ReturnType<typeof createQuestions>;
