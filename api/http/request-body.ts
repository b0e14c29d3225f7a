// Reading a request body with a size limit: past the limit the rest is not buffered.
import type { IncomingMessage } from 'node:http';

/**
 * The body as text, or null when it is larger than `limit` bytes. Past the limit the request is
 * paused, not destroyed: the caller can still answer 413 on the same connection (with
 * `Connection: close`), and the sender sees that answer instead of a reset.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        request.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}
