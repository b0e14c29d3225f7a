// Pictures of questions, positions, arguments, people and requests: uploaded like avatars (checked, re-encoded without metadata:
// api/domain/uploaded-image.ts), stored once and never changed, so a SetImage revision can point
// back at the picture it replaced. Served at /api/encyclopedia/image/{id}[?size=small].
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { ENCYCLOPEDIA_IMAGE_PIXELS } from '../../domain/encyclopedia-rules.ts';
import type { EncyclopediaType } from '../../domain/encyclopedia-rules.ts';
import { decodeBase64Image, encodeUploadedImage, type EncodedImage } from '../../domain/uploaded-image.ts';
import type { EncyclopediaActor, RevisionEngine } from './revisions.ts';

export type ServedImage = { contentType: string; body: Buffer; etag: string };

/** Small copies made on request, by picture id (pictures never change, so nothing goes stale). */
const SMALL_CACHE_SIZE = 300;

/** An upload (base64) checked and re-encoded within the big size; a ValidationError otherwise. */
const encode = (imageBase64: string): Promise<EncodedImage> =>
  encodeUploadedImage(
    decodeBase64Image(imageBase64, ['input', 'imageBase64']),
    { width: ENCYCLOPEDIA_IMAGE_PIXELS.big, height: ENCYCLOPEDIA_IMAGE_PIXELS.big, fit: 'inside' },
    ['input', 'imageBase64'],
  );

async function store(db: Db, image: EncodedImage): Promise<number> {
  const row = await db.encyclopediaImage.create({ data: { data: new Uint8Array(image.data), mime: image.mime, width: image.width, height: image.height }, select: { id: true } });
  return row.id;
}

export function createImages(dependencies: { prisma: PrismaClient; engine: RevisionEngine }) {
  const { prisma, engine } = dependencies;
  const smallCopies = new Map<number, Buffer>();

  return {
    /**
     * Sets (a base64 upload) or removes (null) the picture of an item, from the
     * version the editor started at: a SetImage revision. The upload is checked and re-encoded
     * before anything is written; the picture is stored in the revision's transaction.
     */
    async setImage(actor: EncyclopediaActor, type: Exclude<EncyclopediaType, 'TAG'>, id: number, baseRevisionId: number, imageBase64: string | null): Promise<number[]> {
      const encoded = imageBase64 === null ? null : await encode(imageBase64);
      return engine.edit(actor, type, id, baseRevisionId, { keys: ['image'], produce: async (db) => ({ image: encoded ? await store(db, encoded) : null }) });
    },

    /** The picture, or its small copy; null for an unknown id. */
    async served(id: number, size: 'small' | 'big'): Promise<ServedImage | null> {
      const row = await prisma.encyclopediaImage.findUnique({ where: { id }, select: { data: true, mime: true, width: true } });
      if (!row) return null;
      const stored = Buffer.from(row.data);
      const etag = `"e-${id}-${createHash('sha256').update(stored).digest('base64url').slice(0, 16)}-${size}"`;
      if (size === 'big' || row.width <= ENCYCLOPEDIA_IMAGE_PIXELS.small) return { contentType: row.mime, body: stored, etag };
      let small = smallCopies.get(id);
      if (!small) {
        small = await sharp(stored).resize({ width: ENCYCLOPEDIA_IMAGE_PIXELS.small }).webp({ quality: 85 }).toBuffer();
        if (smallCopies.size >= SMALL_CACHE_SIZE) smallCopies.delete(smallCopies.keys().next().value!);
        smallCopies.set(id, small);
      }
      return { contentType: 'image/webp', body: small, etag };
    },
  };
}

export type Images = ReturnType<typeof createImages>;
