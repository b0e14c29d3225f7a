// GET /internal/admin/reports/topic?slug= (docs/product.md#topic-report): the topic report as a
// CSV download for members with canListConvos. Streamed a line at a time, waiting for the socket
// to drain, so a topic with 10,000 opinions is never held in memory, and a client that goes away
// stops the walk.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NotFoundError } from '../../domain/errors.ts';
import type { ViewerIdentity } from '../../domain/viewer.ts';
import type { OpinionReportService } from './service.ts';

export const TOPIC_REPORT_PATH = '/internal/admin/reports/topic';

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers })
    .end(JSON.stringify(body));
}

/** Resolves once the socket takes more, or when it closes (then false). */
function drained(response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (open: boolean) => {
      response.off('drain', onDrain);
      response.off('close', onClose);
      resolve(open);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    response.on('drain', onDrain);
    response.on('close', onClose);
  });
}

export function createTopicReportHandler(options: {
  opinionReports: OpinionReportService;
  viewerOf: (request: IncomingMessage) => Promise<ViewerIdentity | null>;
  onError: (error: unknown) => void;
}) {
  return async function handleTopicReport(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET') {
      request.resume();
      return sendJson(response, 405, { error: 'Use GET' }, { Allow: 'GET' });
    }
    let lines: AsyncGenerator<string> | null = null;
    try {
      const viewer = await options.viewerOf(request);
      if (!viewer) return sendJson(response, 401, { error: 'Please log in to continue' });
      if (!viewer.canListConvos) return sendJson(response, 403, { error: 'Access denied' });
      const slug = new URL(request.url ?? '/', 'http://localhost').searchParams.get('slug');
      if (!slug) return sendJson(response, 400, { error: 'slug is required: /internal/admin/reports/topic?slug=<topic>' });
      try {
        lines = await options.opinionReports.topicReport(slug);
      } catch (error) {
        if (error instanceof NotFoundError) return sendJson(response, 404, { error: 'This topic does not exist' });
        throw error;
      }
      response.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="topic-${slug}-report.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      for await (const line of lines) {
        if (response.destroyed) break;
        if (!response.write(line) && !(await drained(response))) break;
      }
      response.end();
    } catch (error) {
      options.onError(error);
      // Once the CSV has started, the only honest signal left is a cut connection.
      if (!response.headersSent) sendJson(response, 500, { error: 'Unexpected error.' });
      else response.destroy();
    } finally {
      await lines?.return(undefined);
    }
  };
}
