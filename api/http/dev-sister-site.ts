// The development stand-in for the sister site (docs/decisions.md#names-and-configuration: "in
// development a page of the app stands in for it"), served under /dev/sister-site when
// SISTER_SITE_URL is unset. It does what the real sister site must do: receive the handoff, redeem
// the token server to server, and offer a single-sign-on logout that sends the browser back. Plain
// HTML, no script.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sisterSiteStandInPath } from '../config.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<header><p>Sister site (development stand-in for SISTER_SITE_URL)</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export function createSisterSiteStandIn(options: { publicUrl: string; redeemUrl: () => string }) {
  const base = `${options.publicUrl}${sisterSiteStandInPath}`;

  function send(response: ServerResponse, status: number, html: string) {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  }

  /** Back to Opinio only: a return address elsewhere would make this an open redirect. */
  function opinioLink(returnUrl: string | null): string {
    if (returnUrl) {
      try {
        if (new URL(returnUrl).origin === new URL(options.publicUrl).origin) return returnUrl;
      } catch {
        // fall through to the home page
      }
    }
    return `${options.publicUrl}/`;
  }

  async function signOn(response: ServerResponse, token: string, returnUrl: string | null) {
    const answer = await fetch(options.redeemUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: { token } }),
    });
    const json = (await answer.json()) as { body?: Record<string, string | number>; error?: string };
    if (!answer.ok || !json.body) {
      send(response, answer.status === 401 ? 401 : 502, page('Sign-on failed', `<p>${escapeHtml(json.error ?? 'The sign-on could not be checked.')}</p>`));
      return;
    }
    const identity = json.body;
    send(
      response,
      200,
      page(
        'Signed in on the sister site',
        `<p>Signed in as <strong data-testid="sister-username">${escapeHtml(String(identity.Username))}</strong> (user ${escapeHtml(String(identity.UserID))}).</p>
<p>Landing page: <span data-testid="sister-return">${escapeHtml(returnUrl ?? `${base}/`)}</span></p>
<p><a href="${escapeHtml(`${options.publicUrl}/`)}">Back to Opinio</a></p>`,
      ),
    );
  }

  return {
    async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const path = url.pathname.slice(sisterSiteStandInPath.length) || '/';
      try {
        if (path === '/sso/login') {
          const token = url.searchParams.get('token');
          if (!token) return send(response, 400, page('Sign-on failed', '<p>The sign-on link has no token.</p>'));
          return await signOn(response, token, url.searchParams.get('return'));
        }
        if (path === '/sso/logout') {
          return send(
            response,
            200,
            page(
              'Logged out of the sister site',
              `<p>You are logged out here too.</p><p><a href="${escapeHtml(opinioLink(url.searchParams.get('return')))}">Back to Opinio</a></p>`,
            ),
          );
        }
        if (path === '/') {
          const handoff = `${options.publicUrl}/sso?return=${encodeURIComponent(`${base}/welcome`)}`;
          return send(
            response,
            200,
            page(
              'Sister site',
              `<p>This page stands in for the sister site so that single sign-on can be tried end to end.</p>
<p><a href="${escapeHtml(handoff)}">Continue with your Opinio account</a></p>
<h2>E-mail preferences (framed from Opinio)</h2>
<iframe title="E-mail preferences" src="${escapeHtml(`${options.publicUrl}/emailpref-iframe`)}" width="480" height="360"></iframe>`,
            ),
          );
        }
        send(response, 404, page('Not found', '<p>The stand-in has no such page.</p>'));
      } catch (error) {
        send(response, 502, page('Sign-on failed', `<p>${escapeHtml(error instanceof Error ? error.message : 'Unexpected error.')}</p>`));
      }
    },
  };
}
