// Avatars: an uploaded picture is validated, re-encoded without its metadata and stored; without
// one a generated picture is served. Small sizes are resized once and kept in memory.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { couldBeUsername } from '../../domain/account-rules.ts';
import { AVATAR_PIXELS, generatedAvatarSvg, type AvatarSize } from '../../domain/avatar.ts';
import { encodeUploadedImage } from '../../domain/uploaded-image.ts';

export type AvatarImage = { contentType: string; body: Buffer; etag: string };

export function createAvatars(prisma: PrismaClient) {
  // Resized small avatars, so a feed full of the same faces is not resized on every request.
  // Keyed by the stored image's hash: a new upload gets a new key.
  const smallAvatarCache = new Map<string, Buffer>();
  const SMALL_AVATAR_CACHE_SIZE = 500;

  const encodeAvatar = async (input: Buffer): Promise<Buffer> =>
    (await encodeUploadedImage(input, { width: AVATAR_PIXELS.big, height: AVATAR_PIXELS.big, fit: 'cover' })).data;

  return {
    /** Validates, re-encodes (metadata stripped) and stores an uploaded avatar. */
    async setAvatar(userId: number, input: Buffer): Promise<void> {
      const encoded = await encodeAvatar(input);
      await prisma.user.update({ where: { id: userId }, data: { avatarImage: new Uint8Array(encoded), avatarMime: 'image/webp' } });
    },

    async removeAvatar(userId: number): Promise<void> {
      await prisma.user.update({ where: { id: userId }, data: { avatarImage: null, avatarMime: null } });
    },

    /** The picture served at /api/user/profileimage/{username}; null for an unknown user. */
    async avatarImage(username: string, size: AvatarSize): Promise<AvatarImage | null> {
      if (!couldBeUsername(username)) return null;
      const user = await prisma.user.findUnique({
        where: { usernameKey: username.toLowerCase() },
        select: { username: true, avatarImage: true, avatarMime: true },
      });
      if (!user) return null;
      if (!user.avatarImage) {
        const svg = generatedAvatarSvg(user.username, AVATAR_PIXELS[size]);
        return { contentType: 'image/svg+xml', body: Buffer.from(svg), etag: `"g-${hash(svg)}"` };
      }
      const stored = Buffer.from(user.avatarImage);
      const storedHash = hash(stored);
      const etag = `"u-${storedHash}-${size}"`;
      if (size === 'big') return { contentType: user.avatarMime ?? 'image/webp', body: stored, etag };
      let small = smallAvatarCache.get(storedHash);
      if (!small) {
        small = await sharp(stored).resize(AVATAR_PIXELS.small, AVATAR_PIXELS.small).webp({ quality: 85 }).toBuffer();
        if (smallAvatarCache.size >= SMALL_AVATAR_CACHE_SIZE) smallAvatarCache.delete(smallAvatarCache.keys().next().value!);
        smallAvatarCache.set(storedHash, small);
      }
      return { contentType: 'image/webp', body: small, etag };
    },

    /** Whether the user has uploaded a picture (the profile offers to remove it). */
    async hasUploadedAvatar(userId: number): Promise<boolean> {
      const user = await prisma.user.findUnique({ where: { id: userId }, select: { avatarMime: true } });
      return Boolean(user?.avatarMime);
    },
  };
}

function hash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 22);
}
