// The admin hub's User tags section (docs/product.md#admin-hub-and-moderation): the tags with
// their member counts, a tag's members, and the writes: create, rename, delete, assign to a
// member and take away. Each write is one transaction calling the usertag module's method and
// recording the audit entry; the tag's row is locked first, so two admins acting on the same tag
// take turns and the second sees what the first did (a deleted tag is not found, an assignment
// made meanwhile is not made or recorded twice).
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { DELETED_ACCOUNT_NAME, type MemberRow, type UserService } from '../user/service.ts';
import type { TaggedMember, UserTagRow, UserTagService, UserTagSummary } from '../usertag/service.ts';
import { record } from './audit-entry.ts';
import { decodeCursor, pageOf, pageSize } from '../../domain/list-paging.ts';

export type { TaggedMember, UserTagRow, UserTagSummary };

type Actor = { userId: number };
type PageOptions = { search?: string | null; first?: number | null; after?: string | null };

/** What an assignment or its removal answers: the member and the tag as they are now, and whether anything changed. */
export type TagAssignmentOutcome = { member: MemberRow; tag: UserTagSummary; changed: boolean };

export function createUserTagActions(dependencies: { prisma: PrismaClient; users: UserService; userTags: UserTagService; now: () => Date }) {
  const { prisma, users, userTags, now } = dependencies;

  async function lockTag(db: Db, id: number, mode: 'update' | 'share') {
    const tag = mode === 'update' ? await userTags.lockForUpdate(db, id) : await userTags.lockShared(db, id);
    if (!tag) throw new NotFoundError('This tag does not exist');
    return tag;
  }

  async function requireTag(id: number, db: Db = prisma): Promise<UserTagSummary> {
    const tag = await userTags.summary(id, db);
    if (!tag) throw new NotFoundError('This tag does not exist');
    return tag;
  }

  /** An account that is still someone's (an erased account's placeholder carries no tags). */
  async function requireMember(userId: number, db: Db): Promise<MemberRow> {
    const member = await users.memberById(userId, db);
    if (!member || member.username === DELETED_ACCOUNT_NAME) throw new NotFoundError('This member does not exist');
    return member;
  }

  const tagNamesOf = async (userId: number, db: Db) => ((await userTags.tagsOfMembers([userId], db)).get(userId) ?? []).map((tag) => tag.name);

  /** Gives (`assign`) or takes away the tag, recorded with the member's tags before and after; a change already made records nothing. */
  async function changeAssignment(actor: Actor, input: { tagId: number; userId: number }, assign: boolean): Promise<TagAssignmentOutcome> {
    return prisma.$transaction(async (db) => {
      const tag = await lockTag(db, input.tagId, 'share');
      const member = await requireMember(input.userId, db);
      const before = await tagNamesOf(member.id, db);
      const changed = assign
        ? await userTags.assign(db, { tagId: tag.id, userId: member.id, at: now() })
        : await userTags.unassign(db, tag.id, member.id);
      if (changed) {
        await record(db, {
          actorId: actor.userId,
          action: assign ? 'userTag.assigned' : 'userTag.unassigned',
          targetType: 'User',
          targetId: member.id,
          targetLabel: member.username,
          before: { tags: before },
          after: { tags: await tagNamesOf(member.id, db) },
          note: tag.name,
        });
      }
      return { member, tag: await requireTag(tag.id, db), changed };
    });
  }

  return {
    /** Tags by name, those containing `search`, a page at a time, with their member counts and creators. */
    async userTags(options: PageOptions) {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['string']);
      const rows = await userTags.list({ search: options.search ?? null, first: first + 1, afterKey: after ? after[0] : null });
      return pageOf(rows, first, (row) => [row.nameKey]);
    },

    userTag: (id: number) => requireTag(id),

    /** A tag's members by username, those containing `search`, a page at a time; an unknown tag is not found. */
    async userTagMembers(tagId: number, options: PageOptions) {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['string']);
      await requireTag(tagId);
      const rows = await userTags.members(tagId, { search: options.search ?? null, first: first + 1, afterKey: after ? after[0] : null });
      return pageOf(rows, first, (row) => [row.usernameKey]);
    },

    /**
     * Creates a tag (3-60 characters, unique in any case), recorded. A name already taken answers
     * that tag (the report overview's "Find or create"), or with `refuseExisting` a ConflictError.
     */
    async createUserTag(actor: Actor, input: { name: string; refuseExisting?: boolean | null }): Promise<UserTagRow> {
      return prisma.$transaction(async (db) => {
        const { tag, created } = await userTags.create(db, { name: input.name, createdById: actor.userId, at: now() });
        if (!created) {
          if (input.refuseExisting) throw new ConflictError(`A tag named “${tag.name}” already exists`);
          return tag;
        }
        await record(db, { actorId: actor.userId, action: 'userTag.created', targetType: 'UserTag', targetId: tag.id, targetLabel: tag.name, after: { name: tag.name } });
        return tag;
      });
    },

    /** Renames a tag (the same rules as a new name), recorded; the same name again changes nothing. */
    async renameUserTag(actor: Actor, input: { id: number; name: string }): Promise<UserTagSummary> {
      return prisma.$transaction(async (db) => {
        const tag = await lockTag(db, input.id, 'update');
        const renamed = await userTags.rename(db, tag.id, input.name);
        if (renamed.name !== tag.name) {
          await record(db, {
            actorId: actor.userId,
            action: 'userTag.renamed',
            targetType: 'UserTag',
            targetId: tag.id,
            targetLabel: tag.name,
            before: { name: tag.name },
            after: { name: renamed.name },
          });
        }
        return requireTag(tag.id, db);
      });
    },

    /** Deletes a tag and takes it from every member who carried it, recorded with how many they were. */
    async deleteUserTag(actor: Actor, input: { id: number }): Promise<UserTagSummary> {
      return prisma.$transaction(async (db) => {
        const tag = await requireTag((await lockTag(db, input.id, 'update')).id, db);
        const members = await userTags.remove(db, tag.id);
        await record(db, {
          actorId: actor.userId,
          action: 'userTag.deleted',
          targetType: 'UserTag',
          targetId: tag.id,
          targetLabel: tag.name,
          before: { name: tag.name, members },
        });
        return { ...tag, members };
      });
    },

    assignUserTag: (actor: Actor, input: { tagId: number; userId: number }) => changeAssignment(actor, input, true),
    unassignUserTag: (actor: Actor, input: { tagId: number; userId: number }) => changeAssignment(actor, input, false),
  };
}
