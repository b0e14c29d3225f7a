// Reading a request body with a size limit: past the limit the rest is not buffered.
import type { IncomingMessage } from 'node:http';

/** The body as text, or null when it is larger than `limit` bytes. */
export async function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
