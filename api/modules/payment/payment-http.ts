// Two routes that are not JSON over the REST adapter: Stripe's webhook, whose signature is over
// the exact bytes sent (so the body is read raw here, never parsed first), and the e-book
// download, a PDF.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViewerIdentity } from '../../domain/viewer.ts';
import { MAX_WEBHOOK_BODY_BYTES, type PaymentService } from './service.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers })
    .end(JSON.stringify(body));
}

/** The body's bytes, or null past `limit` (the rest is not buffered). */
function readRawBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
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
      resolve(Buffer.concat(chunks));
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

/** POST /api/stripe/webhook: 400 for a missing or bad signature, 200 once handled (or a replay). */
export function createStripeWebhookHandler(payments: PaymentService, onError: (error: unknown) => void) {
  return async function handleStripeWebhook(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') {
      request.resume();
      return sendJson(response, 405, { error: 'Use POST' }, { Allow: 'POST' });
    }
    const body = await readRawBody(request, MAX_WEBHOOK_BODY_BYTES);
    if (body === null) return sendJson(response, 413, { error: 'The request body is too large' }, { Connection: 'close' });
    const header = request.headers['stripe-signature'];
    try {
      const answer = await payments.receiveWebhook(body, Array.isArray(header) ? header[0] : header);
      sendJson(response, answer.status, answer.body);
    } catch (error) {
      // Nothing was recorded (the transaction rolled back): Stripe retries later.
      onError(error);
      sendJson(response, 500, { error: 'Unexpected error.' });
    }
  };
}

/** GET /api/ebook/download: the manual for a subscriber or an e-book buyer; 401 logged out, 403 otherwise. */
export function createEbookDownloadHandler(options: {
  payments: PaymentService;
  viewerOf: (request: IncomingMessage) => Promise<ViewerIdentity | null>;
  onError: (error: unknown) => void;
}) {
  const { payments } = options;
  return async function handleEbookDownload(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      request.resume();
      return sendJson(response, 405, { error: 'Use GET' }, { Allow: 'GET, HEAD' });
    }
    try {
      const viewer = await options.viewerOf(request);
      if (!viewer) return sendJson(response, 401, { error: 'Please log in to continue' });
      if (!(await payments.mayDownloadManual(viewer.userId, viewer.subscriptionStatus))) {
        return sendJson(response, 403, { error: 'The manual comes with Opinio Premium or the e-book' });
      }
      const pdf = await payments.manualPdf();
      response.writeHead(200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'Content-Disposition': 'attachment; filename="The-Opinion-DNA-Manual.pdf"',
        // Personal entitlement: no shared cache may keep it.
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(request.method === 'HEAD' ? undefined : pdf);
    } catch (error) {
      options.onError(error);
      if (!response.headersSent) sendJson(response, 500, { error: 'Unexpected error.' });
    }
  };
}
