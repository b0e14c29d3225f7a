// The revision engine (docs/product.md#encyclopedia): every change to a question, position,
// argument, person, tag or request goes through `revise`, which in ONE transaction locks the
// artifact, applies the change, writes one Revision per changed field (before and after by field
// name), moves the artifact's latestRevisionId and makes the author follow it; after the commit it
// publishes `encyclopedia.revised` for the followers. Around it: creating (Init), editing fields
// from a known version (a newer change of the same field is a 409 with its text, never
// overwritten), deleting, links, reverting to any revision, the history, likes and follows.
//
// Each artifact type describes itself (questions.ts, people-tags.ts): its table, how to read and
// write each field, its title and page. A field's value is plain JSON: text, a sorted id list, an
// image id, a position id, `deleted` true/false, or a link's { url, title } (null when removed).
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import {
  ACTION_PREFIX,
  actionName,
  ENCYCLOPEDIA_TYPES,
  historyPath,
  imagePath,
  type EncyclopediaType,
  type RevisionVerb,
} from '../../domain/encyclopedia-rules.ts';
import { AuthError, ConflictError, EditConflictError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { decodeCursor, pageOf, pageSize, type Page } from '../../domain/list-paging.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import { linkIdOf, linkKey, type Links, type LinkValue } from './links.ts';

export type EncyclopediaActor = { userId: number; contributor: boolean; canDeleteContent: boolean };
export type FieldValues = Record<string, unknown>;
export type FieldKind = 'text' | 'categories' | 'tags' | 'people' | 'image' | 'position' | 'deleted' | 'link' | 'status';

export type FieldDefinition = {
  kind: FieldKind;
  /** The verb of a revision that changes it: EditTextField, SetTags, SetPos, Delete, ... */
  verb: RevisionVerb;
  /** Its name in messages ("title", "categories"). */
  label: string;
  read(db: Db, id: number): Promise<unknown>;
  write(db: Db, id: number, value: unknown): Promise<void>;
  /**
   * Refuses a value that cannot be stored now (an unknown tag, a position of another question).
   * On a revert (`mode` 'revert') only what no longer exists is refused: a tag deleted since
   * stays in the list, hidden like every deleted tag.
   */
  check?(db: Db, id: number, value: unknown, mode: 'edit' | 'revert'): Promise<void>;
};

export type ArtifactSummary = {
  title: string;
  path: string;
  /** Deleted itself. */
  deleted: boolean;
  /** Gone with what it belongs to (a position of a deleted question). */
  hiddenByParent: boolean;
  /** Whose followers hear of its changes: itself and what it belongs to. */
  audience: Array<{ type: EncyclopediaType; id: number }>;
};

export type ArtifactDefinition = {
  type: EncyclopediaType;
  /** Its table, to lock the row and move latestRevisionId. */
  table: 'Convo' | 'Position' | 'Argument' | 'Person' | 'Tag' | 'ConvoRequest';
  describe(db: Db, id: number): Promise<ArtifactSummary | null>;
  /** Every field a revision may change, `deleted` included; links come on top when `links`. */
  fields: Record<string, FieldDefinition>;
  links: boolean;
};

/** One revision to write: what changed and how it reads in a notification. */
export type PlannedRevision = { verb: RevisionVerb; fieldName: string | null; before: FieldValues | null; after: FieldValues; excerpt?: string; path?: string };
/** What a write changed: revisions of one or more artifacts (accepting a request makes a question). */
export type Changes = Array<{ type: EncyclopediaType; id: number; revisions: PlannedRevision[] }>;

export type FieldChangeView = { fieldName: string; kind: FieldKind; beforeText: string | null; afterText: string | null };
export type RevisionView = {
  id: number;
  artifactType: EncyclopediaType;
  artifactId: number;
  actionName: string;
  verb: string;
  fieldName: string | null;
  before: unknown;
  after: unknown;
  changes: FieldChangeView[];
  authorUsername: string;
  createdAt: Date;
  revertedAt: Date | null;
  revertedByUsername: string | null;
  likeCount: number;
  likedByMe: boolean;
};
export type HistoryView = Page<RevisionView> & {
  artifactType: EncyclopediaType;
  artifactId: number;
  title: string;
  path: string;
  deleted: boolean;
  latestRevisionId: number | null;
};

/**
 * How much one account may change (docs/product.md#rate-limits): far above an editor's pace,
 * low enough that a script cannot rewrite the encyclopedia or flood followers' notifications.
 * Moderators (CanDeleteContent) are not counted, as for comments.
 */
export const encyclopediaRateLimits = {
  writesPerMinute: { name: 'encyclopedia-write-minute', limit: 60, windowSeconds: 60 },
  writesPerHour: { name: 'encyclopedia-write-hour', limit: 600, windowSeconds: 60 * 60 },
  /** Likes and follows. */
  reactionsPerMinute: { name: 'encyclopedia-reaction-minute', limit: 60, windowSeconds: 60 },
  /** Members' question requests. */
  requestsPerHour: { name: 'encyclopedia-request-hour', limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

const sameValue = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** The fields a stored revision touched: those of its before and after. */
function keysOf(revision: { fieldName: string | null; before: unknown; after: unknown }): Set<string> {
  const keys = new Set<string>();
  for (const side of [revision.before, revision.after]) {
    if (side && typeof side === 'object' && !Array.isArray(side)) for (const key of Object.keys(side)) keys.add(key);
  }
  if (revision.fieldName) keys.add(revision.fieldName);
  return keys;
}

function asValues(json: unknown): FieldValues {
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as FieldValues) : {};
}

/** A revision's verb: its action name without the type's prefix (ArgSetPos -> SetPos). */
export function verbOf(type: EncyclopediaType, action: string): string {
  const prefix = ACTION_PREFIX[type];
  return action.startsWith(prefix) ? action.slice(prefix.length) : action;
}

/** What the history shows of a revision, with whether `viewerId` liked it. */
const revisionSelect = (viewerId: number | null) =>
  ({
    id: true,
    actionName: true,
    fieldName: true,
    before: true,
    after: true,
    createdAt: true,
    revertedAt: true,
    author: { select: { username: true } },
    revertedBy: { select: { username: true } },
    _count: { select: { likes: true } },
    likes: { where: { userId: viewerId ?? 0 }, select: { userId: true } },
  }) as const;

const isEncyclopediaType = (type: string): type is EncyclopediaType => (ENCYCLOPEDIA_TYPES as readonly string[]).includes(type);

export function createRevisionEngine(dependencies: {
  prisma: PrismaClient;
  events: DomainEventPublisher;
  rateLimiter: RateLimiter;
  links: Links;
  definitions: Record<EncyclopediaType, ArtifactDefinition>;
}) {
  const { prisma, events, rateLimiter, links, definitions } = dependencies;

  async function countWrite(actor: EncyclopediaActor, rules: RateLimitRule[]): Promise<void> {
    if (actor.canDeleteContent) return;
    for (const rule of rules) await rateLimiter.hit(rule, String(actor.userId));
  }

  /** Locks the artifact's row for the rest of the transaction and describes it; NotFound when there is none. */
  async function lockAndDescribe(db: Db, type: EncyclopediaType, id: number): Promise<ArtifactSummary> {
    const definition = definitions[type];
    // Raw because Prisma has no FOR UPDATE. The table name is one of six constants of the
    // definitions (never input) and the id is a bound parameter.
    const locked = await db.$queryRawUnsafe<Array<{ id: number }>>(`SELECT "id" FROM "${definition.table}" WHERE "id" = $1 FOR UPDATE`, id);
    const summary = locked.length === 1 ? await definition.describe(db, id) : null;
    if (!summary) throw new NotFoundError('This item does not exist');
    return summary;
  }

  /** A field of an artifact by key: a declared field or one of its links. */
  function fieldOf(type: EncyclopediaType, key: string, artifactId: number): FieldDefinition {
    const definition = definitions[type];
    const declared = definition.fields[key];
    if (declared) return declared;
    const linkId = linkIdOf(key);
    if (linkId !== null && definition.links) {
      return {
        kind: 'link',
        verb: 'LinkEdit',
        label: 'link',
        read: (db) => links.read(db, type, artifactId, linkId),
        write: (db, _id, value) => links.write(db, linkId, value as LinkValue | null),
      };
    }
    throw new ValidationError(`Unknown field ${key}`, [{ path: ['input'], message: `Unknown field ${key}` }]);
  }

  /**
   * Refuses an edit made from a version older than a change to one of its fields: a 409 that
   * carries what the field says now, so the editor can merge by hand. Nothing is written.
   */
  async function assertFresh(db: Db, type: EncyclopediaType, id: number, baseRevisionId: number, keys: string[]): Promise<void> {
    const base = await db.revision.findUnique({ where: { id: baseRevisionId }, select: { artifactType: true, artifactId: true } });
    if (!base || base.artifactType !== type || base.artifactId !== id) {
      throw new ValidationError('The version you edited is not one of this item', [{ path: ['input', 'baseRevisionId'], message: 'Unknown version' }]);
    }
    const newer = await db.revision.findMany({
      where: { artifactType: type, artifactId: id, id: { gt: baseRevisionId } },
      orderBy: { id: 'desc' },
      select: { id: true, fieldName: true, before: true, after: true },
    });
    for (const revision of newer) {
      const touched = keysOf(revision);
      const key = keys.find((candidate) => touched.has(candidate));
      if (key === undefined) continue;
      const field = fieldOf(type, key, id);
      const current = await field.read(db, id);
      const text = typeof current === 'string' ? current : null;
      throw new EditConflictError(
        text !== null
          ? `Someone else changed the ${field.label} while you were editing. It now reads: “${text}”`
          : `Someone else changed the ${field.label} while you were editing. Please look at the current version and try again.`,
        { fieldName: key, currentValue: current, currentText: text, latestRevisionId: newer[0]!.id },
      );
    }
  }

  /**
   * The one way to change the encyclopedia: `work` runs inside a transaction and answers what it
   * changed; the revisions are written in that transaction, and announced after it commits.
   */
  async function revise<Result>(
    actor: EncyclopediaActor,
    rules: RateLimitRule[],
    work: (db: Db) => Promise<{ changes: Changes; result: Result }>,
  ): Promise<{ result: Result; revisionIds: number[] }> {
    await countWrite(actor, rules);
    const announcements: Array<{ revisionId: number; type: EncyclopediaType; id: number; planned: PlannedRevision; summary: ArtifactSummary }> = [];
    const { result } = await prisma.$transaction(async (db) => {
      const outcome = await work(db);
      for (const change of outcome.changes) {
        if (change.revisions.length === 0) continue;
        const definition = definitions[change.type];
        const summary = await definition.describe(db, change.id);
        if (!summary) throw new NotFoundError('This item does not exist');
        let latest = 0;
        for (const planned of change.revisions) {
          const row = await db.revision.create({
            data: {
              artifactType: change.type,
              artifactId: change.id,
              actionName: actionName(change.type, planned.verb),
              fieldName: planned.fieldName,
              before: (planned.before ?? undefined) as object | undefined,
              after: planned.after as object,
              authorId: actor.userId,
            },
            select: { id: true },
          });
          latest = row.id;
          announcements.push({ revisionId: row.id, type: change.type, id: change.id, planned, summary });
        }
        // One statement for six tables: the name is a constant of the definitions, the values are bound.
        await db.$executeRawUnsafe(`UPDATE "${definition.table}" SET "latestRevisionId" = $1 WHERE "id" = $2`, latest, change.id);
        // The author of a change hears of the next ones.
        await db.artifactFollow.createMany({ data: [{ userId: actor.userId, artifactType: change.type, artifactId: change.id }], skipDuplicates: true });
      }
      return outcome;
    });
    for (const announcement of announcements) {
      const followers = await prisma.artifactFollow.findMany({
        where: { OR: announcement.summary.audience.map((item) => ({ artifactType: item.type, artifactId: item.id })) },
        select: { userId: true },
      });
      await events.publish('encyclopedia.revised', {
        revisionId: announcement.revisionId,
        artifactType: announcement.type,
        artifactId: announcement.id,
        actionName: actionName(announcement.type, announcement.planned.verb),
        fieldName: announcement.planned.fieldName,
        authorId: actor.userId,
        artifactTitle: announcement.summary.title,
        path: announcement.planned.path ?? announcement.summary.path,
        excerpt: announcement.planned.excerpt ?? '',
        followerIds: [...new Set(followers.map((follower) => follower.userId))].filter((userId) => userId !== actor.userId),
      });
    }
    return { result, revisionIds: announcements.map((announcement) => announcement.revisionId) };
  }

  /** Sets fields (after their checks) and plans one revision per field that changed. */
  async function applyFields(db: Db, type: EncyclopediaType, id: number, values: FieldValues, mode: 'edit' | 'revert'): Promise<{ before: FieldValues; after: FieldValues }> {
    const before: FieldValues = {};
    const after: FieldValues = {};
    for (const [key, value] of Object.entries(values)) {
      const field = fieldOf(type, key, id);
      const current = await field.read(db, id);
      if (sameValue(current, value)) continue;
      await field.check?.(db, id, value, mode);
      await field.write(db, id, value);
      before[key] = current ?? null;
      after[key] = value ?? null;
    }
    return { before, after };
  }

  const engine = {
    revise,
    countWrite,
    lockAndDescribe,

    /** A new artifact: `insert` writes its rows and answers its id and every field's first value. */
    async create(actor: EncyclopediaActor, type: EncyclopediaType, insert: (db: Db) => Promise<{ id: number; snapshot: FieldValues }>) {
      const { result } = await revise(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour], async (db) => {
        const { id, snapshot } = await insert(db);
        const excerpt = typeof snapshot.description === 'string' ? snapshot.description : '';
        return { changes: [{ type, id, revisions: [{ verb: 'Init' as const, fieldName: null, before: null, after: snapshot, excerpt }] }], result: id };
      });
      return result;
    },

    /**
     * Changes fields of an artifact, each its own revision, from the version the editor started
     * at (`baseRevisionId`): a newer change of any of these fields is an EditConflictError and
     * nothing is written. Unchanged fields write nothing.
     */
    async edit(
      actor: EncyclopediaActor,
      type: EncyclopediaType,
      id: number,
      baseRevisionId: number,
      given: FieldValues | { keys: string[]; produce: (db: Db) => Promise<FieldValues> },
    ): Promise<number[]> {
      // A producer writes rows the values need (a new picture) in the same transaction, once the edit is known to be fresh.
      const producer = 'produce' in given && typeof given.produce === 'function' ? (given as { keys: string[]; produce: (db: Db) => Promise<FieldValues> }) : null;
      const keys = producer ? producer.keys : Object.keys(given);
      const { revisionIds } = await revise(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour], async (db) => {
        const summary = await lockAndDescribe(db, type, id);
        if (summary.deleted || summary.hiddenByParent) throw new GoneError();
        for (const key of keys) fieldOf(type, key, id);
        await assertFresh(db, type, id, baseRevisionId, keys);
        const values = producer ? await producer.produce(db) : (given as FieldValues);
        const { before, after } = await applyFields(db, type, id, values, 'edit');
        const revisions: PlannedRevision[] = Object.keys(after).map((key) => {
          const field = fieldOf(type, key, id);
          const verb: RevisionVerb = field.kind === 'link' ? (after[key] === null ? 'LinkRemove' : 'LinkEdit') : field.verb;
          return { verb, fieldName: key, before: { [key]: before[key] }, after: { [key]: after[key] }, excerpt: field.kind === 'text' ? String(after[key] ?? '') : '' };
        });
        return { changes: [{ type, id, revisions }], result: null };
      });
      return revisionIds;
    },

    /** Deletes an artifact (CanDeleteContent; the schema checks it): a Delete revision a revert undoes. */
    async delete(actor: EncyclopediaActor, type: EncyclopediaType, id: number): Promise<number> {
      const { revisionIds } = await revise(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour], async (db) => {
        const summary = await lockAndDescribe(db, type, id);
        if (summary.deleted) throw new ConflictError('This item is already deleted');
        await definitions[type].fields.deleted!.write(db, id, true);
        return { changes: [{ type, id, revisions: [{ verb: 'Delete' as const, fieldName: 'deleted', before: { deleted: false }, after: { deleted: true } }] }], result: null };
      });
      return revisionIds[0]!;
    },

    /** A new link on a question, position, argument or person: a LinkAdd revision. */
    async addLink(actor: EncyclopediaActor, type: EncyclopediaType, id: number, value: LinkValue): Promise<{ linkId: number; revisionId: number }> {
      const { result, revisionIds } = await revise(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour], async (db) => {
        const summary = await lockAndDescribe(db, type, id);
        if (summary.deleted || summary.hiddenByParent) throw new GoneError();
        const linkId = await links.create(db, type, id, value);
        const key = linkKey(linkId);
        return { changes: [{ type, id, revisions: [{ verb: 'LinkAdd' as const, fieldName: key, before: { [key]: null }, after: { [key]: value } }] }], result: linkId };
      });
      return { linkId: result, revisionId: revisionIds[0]! };
    },

    /** Changes (a value) or removes (null) a link, from the version the editor started at: LinkEdit or LinkRemove. */
    async changeLink(actor: EncyclopediaActor, linkId: number, value: LinkValue | null, baseRevisionId: number): Promise<{ type: EncyclopediaType; artifactId: number }> {
      const owner = await links.ownerOf(linkId);
      // A removed link comes back only through a revert of its removal (which keeps its history whole).
      if ((await links.read(prisma, owner.type, owner.artifactId, linkId)) === null) throw new ConflictError('This link was removed');
      await engine.edit(actor, owner.type, owner.artifactId, baseRevisionId, { [linkKey(linkId)]: value });
      return owner;
    },

    /**
     * Makes the artifact read as `revisionId` left it: every field that revision changed gets the
     * value it gave, as a new Revert revision. On a deletion or a link removal it undoes it
     * (restores the item or the link). Deleting or restoring needs CanDeleteContent.
     */
    async revert(actor: EncyclopediaActor, revisionId: number): Promise<number> {
      const target = await prisma.revision.findUnique({ where: { id: revisionId }, select: { id: true, artifactType: true, artifactId: true, actionName: true, fieldName: true, before: true, after: true } });
      if (!target || !isEncyclopediaType(target.artifactType)) throw new NotFoundError('This revision does not exist');
      const type = target.artifactType;
      const verb = verbOf(type, target.actionName);
      if (verb === 'Accept' || verb === 'Decline') throw new ValidationError('A decision on a request cannot be reverted');
      const undoes = verb === 'Delete' || verb === 'LinkRemove';
      const values = asValues(undoes ? target.before : target.after);
      if (Object.keys(values).length === 0) throw new ValidationError('This revision changed nothing that can be restored');
      if ('deleted' in values && !actor.canDeleteContent) throw new AuthError('Only moderators can delete or restore items', 403);
      const { revisionIds } = await revise(actor, [encyclopediaRateLimits.writesPerMinute, encyclopediaRateLimits.writesPerHour], async (db) => {
        const summary = await lockAndDescribe(db, type, target.artifactId);
        if (summary.hiddenByParent) throw new GoneError('What this belongs to has been removed');
        if (summary.deleted && values.deleted !== false) throw new GoneError('This item is deleted: restore it first');
        const { before, after } = await applyFields(db, type, target.artifactId, values, 'revert');
        const changed = Object.keys(after);
        if (changed.length === 0) throw new ConflictError('Nothing to revert: the item already reads like this revision');
        // The changes this one undid: newer revisions of the same fields (and the deletion itself).
        const later = await db.revision.findMany({
          where: { artifactType: type, artifactId: target.artifactId, id: undoes ? { gte: target.id } : { gt: target.id }, revertedAt: null },
          select: { id: true, fieldName: true, before: true, after: true },
        });
        const undone = later.filter((revision) => changed.some((key) => keysOf(revision).has(key))).map((revision) => revision.id);
        if (undone.length > 0) await db.revision.updateMany({ where: { id: { in: undone } }, data: { revertedAt: new Date(), revertedById: actor.userId } });
        const single = changed.length === 1 ? changed[0]! : null;
        const excerpt = single && fieldOf(type, single, target.artifactId).kind === 'text' ? String(after[single] ?? '') : '';
        return { changes: [{ type, id: target.artifactId, revisions: [{ verb: 'Revert' as const, fieldName: single, before, after, excerpt }] }], result: null };
      });
      return revisionIds[0]!;
    },

    /** Refuses an edit from a version older than a change of these fields (for writes made outside `edit`). */
    assertFresh,

    // ── Reading the history ──

    /**
     * An artifact's revisions, newest first, a page at a time. A deleted artifact's history is for
     * moderators (who may restore it); others get the GoneError its page shows.
     */
    async history(
      viewer: { userId: number; canDeleteContent: boolean } | null,
      type: EncyclopediaType,
      id: number,
      options: { first?: number | null; after?: string | null },
    ): Promise<HistoryView> {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['int']);
      const definition = definitions[type];
      const summary = await definition.describe(prisma, id);
      if (!summary) throw new NotFoundError('This item does not exist');
      if ((summary.deleted || summary.hiddenByParent) && !viewer?.canDeleteContent) throw new GoneError();
      const rows = await prisma.revision.findMany({
        where: { artifactType: type, artifactId: id, ...(after ? { id: { lt: after[0] } } : {}) },
        orderBy: { id: 'desc' },
        take: first + 1,
        select: revisionSelect(viewer?.userId ?? null),
      });
      const latest = await prisma.revision.findFirst({ where: { artifactType: type, artifactId: id }, orderBy: { id: 'desc' }, select: { id: true } });
      const views = await engine.viewsOf(type, id, rows);
      return { ...pageOf(views, first, (view) => [view.id]), artifactType: type, artifactId: id, title: summary.title, path: summary.path, deleted: summary.deleted, latestRevisionId: latest?.id ?? null };
    },

    /** Revision rows as the history shows them, with ids in lists turned into names (a few statements per page). */
    async viewsOf(
      type: EncyclopediaType,
      artifactId: number,
      rows: Array<{
        id: number;
        actionName: string;
        fieldName: string | null;
        before: unknown;
        after: unknown;
        createdAt: Date;
        revertedAt: Date | null;
        author: { username: string };
        revertedBy: { username: string } | null;
        _count: { likes: number };
        likes: Array<{ userId: number }>;
      }>,
    ): Promise<RevisionView[]> {
      const kindOf = (key: string): FieldKind => {
        if (linkIdOf(key) !== null) return 'link';
        if (key === 'status' || key === 'questionId') return 'status';
        return definitions[type].fields[key]?.kind ?? 'text';
      };
      const wanted: Record<'categories' | 'tags' | 'people' | 'position', Set<number>> = { categories: new Set(), tags: new Set(), people: new Set(), position: new Set() };
      for (const row of rows) {
        for (const side of [asValues(row.before), asValues(row.after)]) {
          for (const [key, value] of Object.entries(side)) {
            const kind = kindOf(key);
            if (kind === 'categories' || kind === 'tags' || kind === 'people') for (const id of (value as number[] | null) ?? []) wanted[kind].add(id);
            if (kind === 'position' && typeof value === 'number') wanted.position.add(value);
          }
        }
      }
      const [categories, tags, people, positions] = await Promise.all([
        prisma.category.findMany({ where: { id: { in: [...wanted.categories] } }, select: { id: true, title: true } }),
        prisma.tag.findMany({ where: { id: { in: [...wanted.tags] } }, select: { id: true, title: true } }),
        prisma.person.findMany({ where: { id: { in: [...wanted.people] } }, select: { id: true, name: true } }),
        prisma.position.findMany({ where: { id: { in: [...wanted.position] } }, select: { id: true, title: true } }),
      ]);
      const names = {
        categories: new Map(categories.map((row) => [row.id, row.title])),
        tags: new Map(tags.map((row) => [row.id, row.title])),
        people: new Map(people.map((row) => [row.id, row.name])),
        position: new Map(positions.map((row) => [row.id, row.title])),
      };
      const readable = (kind: FieldKind, value: unknown): string | null => {
        if (value === null || value === undefined) return null;
        switch (kind) {
          case 'text':
          case 'status':
            return String(value);
          case 'categories':
          case 'tags':
          case 'people':
            return (value as number[]).map((id) => names[kind].get(id) ?? `#${id}`).join(', ');
          case 'position':
            return names.position.get(value as number) ?? `#${String(value)}`;
          case 'image':
            return imagePath(value as number);
          case 'deleted':
            return value ? 'Deleted' : 'Shown';
          case 'link': {
            const link = value as LinkValue;
            return `${link.title} (${link.url})`;
          }
        }
      };
      return rows.map((row) => {
        const before = asValues(row.before);
        const after = asValues(row.after);
        // In the order the item declares its fields (stored JSON keeps no order), links last.
        const declared = Object.keys(definitions[type].fields);
        const rank = (key: string) => (declared.includes(key) ? declared.indexOf(key) : declared.length);
        const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort((left, right) => rank(left) - rank(right) || left.localeCompare(right));
        return {
          id: row.id,
          artifactType: type,
          artifactId,
          actionName: row.actionName,
          verb: verbOf(type, row.actionName),
          fieldName: row.fieldName,
          before: row.before,
          after: row.after,
          changes: keys.map((key) => ({ fieldName: key, kind: kindOf(key), beforeText: readable(kindOf(key), before[key]), afterText: readable(kindOf(key), after[key]) })),
          authorUsername: row.author.username,
          createdAt: row.createdAt,
          revertedAt: row.revertedAt,
          revertedByUsername: row.revertedBy?.username ?? null,
          likeCount: row._count.likes,
          likedByMe: row.likes.length > 0,
        };
      });
    },

    /** One revision as the history shows it, for the viewer; NotFound for an unknown one. */
    async revisionView(revisionId: number, viewerId: number | null): Promise<RevisionView> {
      const row = await prisma.revision.findUnique({
        where: { id: revisionId },
        select: { ...revisionSelect(viewerId), artifactType: true, artifactId: true },
      });
      if (!row || !isEncyclopediaType(row.artifactType)) throw new NotFoundError('This revision does not exist');
      const [view] = await engine.viewsOf(row.artifactType, row.artifactId, [row]);
      return view!;
    },

    /** A revision for a reader: null when unknown, or when its artifact is deleted and the reader is not a moderator. */
    async visibleRevision(revisionId: number, viewer: { userId: number; canDeleteContent: boolean } | null): Promise<RevisionView | null> {
      const row = await prisma.revision.findUnique({ where: { id: revisionId }, select: { artifactType: true, artifactId: true } });
      if (!row || !isEncyclopediaType(row.artifactType)) return null;
      const summary = await definitions[row.artifactType].describe(prisma, row.artifactId);
      if (!summary || ((summary.deleted || summary.hiddenByParent) && !viewer?.canDeleteContent)) return null;
      return engine.revisionView(revisionId, viewer?.userId ?? null);
    },

    // ── Likes ("a good point on an edit") and follows ──

    /** Likes (or unlikes) a revision; its author hears of a new like. One's own revisions cannot be liked. */
    async like(actor: EncyclopediaActor, revisionId: number, liked: boolean): Promise<RevisionView> {
      const revision = await prisma.revision.findUnique({ where: { id: revisionId }, select: { id: true, artifactType: true, artifactId: true, actionName: true, fieldName: true, authorId: true } });
      if (!revision || !isEncyclopediaType(revision.artifactType)) throw new NotFoundError('This revision does not exist');
      if (revision.authorId === actor.userId) throw new ValidationError('You cannot like your own edit');
      const summary = await definitions[revision.artifactType].describe(prisma, revision.artifactId);
      if (!summary) throw new NotFoundError('This revision does not exist');
      if (summary.deleted || summary.hiddenByParent) throw new GoneError();
      await rateLimiter.hit(encyclopediaRateLimits.reactionsPerMinute, String(actor.userId));
      if (liked) {
        const created = await prisma.revisionLike.createMany({ data: [{ revisionId, userId: actor.userId }], skipDuplicates: true });
        if (created.count === 1) {
          await events.publish('revision.liked', {
            revisionId,
            authorId: revision.authorId,
            likerId: actor.userId,
            actionName: revision.actionName,
            fieldName: revision.fieldName,
            artifactTitle: summary.title,
            path: historyPath(revision.artifactType, revision.artifactId, revisionId),
          });
        }
      } else {
        await prisma.revisionLike.deleteMany({ where: { revisionId, userId: actor.userId } });
      }
      return engine.revisionView(revisionId, actor.userId);
    },

    /** Follows (or stops following) an artifact that is shown. */
    async follow(actor: EncyclopediaActor, type: EncyclopediaType, id: number, following: boolean): Promise<boolean> {
      const summary = await definitions[type].describe(prisma, id);
      if (!summary) throw new NotFoundError('This item does not exist');
      if (following && (summary.deleted || summary.hiddenByParent)) throw new GoneError();
      await rateLimiter.hit(encyclopediaRateLimits.reactionsPerMinute, String(actor.userId));
      if (following) await prisma.artifactFollow.createMany({ data: [{ userId: actor.userId, artifactType: type, artifactId: id }], skipDuplicates: true });
      else await prisma.artifactFollow.deleteMany({ where: { userId: actor.userId, artifactType: type, artifactId: id } });
      return following;
    },

    /** Which of these artifacts of one type the user follows (one statement; a loader batches it). */
    async followedBy(userId: number | null, type: EncyclopediaType, ids: readonly number[]): Promise<boolean[]> {
      if (userId === null) return ids.map(() => false);
      const rows = await prisma.artifactFollow.findMany({ where: { userId, artifactType: type, artifactId: { in: [...ids] } }, select: { artifactId: true } });
      const followed = new Set(rows.map((row) => row.artifactId));
      return ids.map((id) => followed.has(id));
    },
  };
  return engine;
}

export type RevisionEngine = ReturnType<typeof createRevisionEngine>;
