// Uploaded pictures (avatars; questions' and people's pictures in the encyclopedia): checked and
// re-encoded the same way wherever they are stored. Re-encoding keeps only the pixels: EXIF
// (location), ICC profiles, comments and extra frames are dropped, so nothing the uploader did
// not mean to share is served, and a file crafted for a decoder never reaches a browser.
import sharp from 'sharp';
import { AVATAR_INPUT_FORMATS, AVATAR_MAX_INPUT_PIXELS, AVATAR_MAX_UPLOAD_BYTES } from './avatar.ts';
import { ValidationError } from './errors.ts';

export type EncodedImage = { data: Buffer; mime: 'image/webp'; width: number; height: number };

/**
 * A JPEG, PNG, WebP or GIF of at most 2 MB, turned upright and re-encoded as WebP within
 * `box`: `cover` crops to exactly the box (avatars), `inside` keeps the proportions and never
 * enlarges. Anything else is a ValidationError on `path`.
 */
export async function encodeUploadedImage(
  input: Buffer,
  box: { width: number; height: number; fit: 'cover' | 'inside' },
  path: string[] = ['image'],
): Promise<EncodedImage> {
  if (input.length === 0) throw new ValidationError('Choose an image to upload', [{ path, message: 'Empty file' }]);
  if (input.length > AVATAR_MAX_UPLOAD_BYTES) throw new ValidationError('The image is too large (at most 2 MB)', [{ path, message: 'Too large' }]);
  const notAnImage = new ValidationError('Upload a JPEG, PNG, WebP or GIF image', [{ path, message: 'Not an image' }]);
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage;
  }
  if (!format || !(AVATAR_INPUT_FORMATS as readonly string[]).includes(format)) throw notAnImage;
  try {
    const { data, info } = await sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(box.width, box.height, { fit: box.fit, withoutEnlargement: box.fit === 'inside' })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, mime: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw notAnImage;
  }
}

/** A base64 upload (a data: URL prefix allowed) as bytes; a ValidationError when it is not base64. */
export function decodeBase64Image(text: string, path: string[]): Buffer {
  const body = text.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw new ValidationError('Upload a JPEG, PNG, WebP or GIF image', [{ path, message: 'Not base64' }]);
  return Buffer.from(body, 'base64');
}
