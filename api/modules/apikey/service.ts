// Partner API keys: an admin creates one (the key is shown once; only its hash is kept), partners
// send it as `Authorization: Bearer <key>` and read the graph with it. The only writer of ApiKey.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/tokens.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { ApiKeyCaller } from '../../domain/viewer.ts';

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

export type ApiKeyRow = {
  id: number;
  name: string;
  keyPrefix: string;
  scope: 'READ_ONLY';
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};


/** Keys start with this, so a leaked one is recognisable in logs and by secret scanners. */
export const API_KEY_PREFIX = 'opio_';
const MAX_NAME_LENGTH = 80;
/** lastUsedAt is a hint for admins, not an audit log: written at most this often per key. */
const LAST_USED_RESOLUTION_MS = 60_000;

const rowSelection = {
  id: true,
  name: true,
  keyPrefix: true,
  scope: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && value.length < 200;
}

export function createApiKeyService(dependencies: { prisma: PrismaClient; now?: () => Date }) {
  const { prisma } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const lastUsedWritten = new Map<number, number>();

  return {
    /** Creates a read-only key. The returned `key` is the only time anyone sees it. */
    async create(name: string, createdById: number): Promise<{ key: string; apiKey: ApiKeyRow }> {
      const cleaned = name.trim().replace(/\s+/g, ' ');
      if (cleaned.length < 1 || cleaned.length > MAX_NAME_LENGTH) {
        throw new ValidationError(`A key's name is 1 to ${MAX_NAME_LENGTH} characters`, [{ path: ['name'], message: 'Wrong length' }]);
      }
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const apiKey = await prisma.apiKey.create({
        data: { name: cleaned, keyHash: hashToken(key), keyPrefix: key.slice(0, API_KEY_PREFIX.length + 6), createdById },
        select: rowSelection,
      });
      return { key, apiKey };
    },

    /** Every key, newest first, revoked ones included (they say when). */
    async list(): Promise<ApiKeyRow[]> {
      return prisma.apiKey.findMany({ select: rowSelection, orderBy: { id: 'desc' } });
    },

    /** Revokes a key for good; revoking twice keeps the first time. */
    async revoke(id: number): Promise<ApiKeyRow> {
      const existing = await prisma.apiKey.findUnique({ where: { id }, select: rowSelection });
      if (!existing) throw new NotFoundError('No such API key');
      if (existing.revokedAt) return existing;
      return prisma.apiKey.update({ where: { id }, data: { revokedAt: now() }, select: rowSelection });
    },

    /** The caller a presented key stands for, or null when it is unknown or revoked. */
    async authenticate(presented: string): Promise<ApiKeyCaller | null> {
      if (!looksLikeApiKey(presented)) return null;
      const row = await prisma.apiKey.findUnique({
        where: { keyHash: hashToken(presented) },
        select: { id: true, name: true, scope: true, revokedAt: true },
      });
      if (!row || row.revokedAt) return null;
      const time = now().getTime();
      if ((lastUsedWritten.get(row.id) ?? 0) + LAST_USED_RESOLUTION_MS <= time) {
        lastUsedWritten.set(row.id, time);
        await prisma.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date(time) } });
      }
      return { id: row.id, name: row.name, scope: row.scope };
    },

    /** Keys an admin created stay (partners use them) without their creator. */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.apiKey.updateMany({ where: { createdById: userId }, data: { createdById: null } });
    },
  };
}
