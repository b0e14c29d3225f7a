// Avatars: an uploaded picture is validated, re-encoded without its metadata and stored; without
// one a generated picture is served. Small sizes are resized once and kept in memory.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { couldBeUsername } from '../../domain/account-rules.ts';
import {
  AVATAR_INPUT_FORMATS,
  AVATAR_MAX_INPUT_PIXELS,
  AVATAR_MAX_UPLOAD_BYTES,
  AVATAR_PIXELS,
  generatedAvatarSvg,
  type AvatarSize,
} from '../../domain/avatar.ts';
import { ValidationError } from '../../domain/errors.ts';

export type AvatarImage = { contentType: string; body: Buffer; etag: string };

export function createAvatars(prisma: PrismaClient) {
  // Resized small avatars, so a feed full of the same faces is not resized on every request.
  // Keyed by the stored image's hash: a new upload gets a new key.
  const smallAvatarCache = new Map<string, Buffer>();
  const SMALL_AVATAR_CACHE_SIZE = 500;

  async function encodeAvatar(input: Buffer): Promise<Buffer> {
    if (input.length === 0) throw new ValidationError('Choose an image to upload', [{ path: ['image'], message: 'Empty file' }]);
    if (input.length > AVATAR_MAX_UPLOAD_BYTES) {
      throw new ValidationError('The image is too large (at most 2 MB)', [{ path: ['image'], message: 'Too large' }]);
    }
    const notAnImage = new ValidationError('Upload a JPEG, PNG, WebP or GIF image', [{ path: ['image'], message: 'Not an image' }]);
    let format: string | undefined;
    try {
      format = (await sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw notAnImage;
    }
    if (!format || !(AVATAR_INPUT_FORMATS as readonly string[]).includes(format)) throw notAnImage;
    try {
      // Re-encoding drops everything but the pixels: EXIF (location), ICC, comments, extra frames.
      return await sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(AVATAR_PIXELS.big, AVATAR_PIXELS.big, { fit: 'cover' })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw notAnImage;
    }
  }

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
