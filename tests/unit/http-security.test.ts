// The CSRF rules and security headers of api/http/security.ts, case by case (the API suite
// proves them over real HTTP; this pins every branch).
import { describe, expect, it } from 'vitest';
import { createOriginPolicy, refuseCrossSiteRequest, securityHeadersFor } from '../../api/http/security.ts';

const policy = createOriginPolicy('https://opinio.example', ['https://partner.example']);
const post = (headers: Record<string, string>) => refuseCrossSiteRequest({ method: 'POST', headers: { host: 'opinio.example', ...headers } }, policy);
const crossSite = { status: 403, error: 'Cross-site requests are not allowed' };
const notJson = { status: 415, error: 'Send JSON with Content-Type: application/json' };

describe('refuseCrossSiteRequest', () => {
  it('lets safe methods through whatever they carry', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(refuseCrossSiteRequest({ method, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }, policy)).toBeNull();
    }
  });

  it('accepts JSON from our origin, the Host it was sent to, an allowed origin, or no browser at all', () => {
    expect(post({ 'content-type': 'application/json' })).toBeNull();
    expect(post({ origin: 'https://opinio.example', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' })).toBeNull();
    expect(post({ origin: 'http://opinio.example', 'content-type': 'application/json' })).toBeNull();
    expect(post({ origin: 'https://partner.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' })).toBeNull();
    expect(post({ 'sec-fetch-site': 'none', 'content-type': 'application/json' })).toBeNull();
  });

  it('refuses foreign, opaque and cross-site browser requests', () => {
    expect(post({ origin: 'https://evil.example', 'content-type': 'application/json' })).toEqual(crossSite);
    expect(post({ origin: 'https://opinio.example.evil.example', 'content-type': 'application/json' })).toEqual(crossSite);
    expect(post({ origin: 'null', 'content-type': 'application/json' })).toEqual(crossSite);
    expect(post({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' })).toEqual(crossSite);
    expect(post({ 'sec-fetch-site': 'same-site', 'content-type': 'application/json' })).toEqual(crossSite);
    expect(refuseCrossSiteRequest({ method: 'DELETE', headers: { origin: 'https://evil.example' } }, policy)).toEqual(crossSite);
  });

  it('refuses bodies a page can send without a preflight, unless our own header is there', () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain;charset=UTF-8', 'TEXT/PLAIN']) {
      expect(post({ 'content-type': type }), type).toEqual(notJson);
    }
    expect(post({ 'content-type': 'multipart/form-data; boundary=x', 'x-opinio-request': '1' })).toBeNull();
  });
});

describe('securityHeadersFor', () => {
  const options = { emailPreferenceFramers: ['https://sister.example'], https: true };

  it('denies framing everywhere except the e-mail preferences and tracking pages', () => {
    const page = securityHeadersFor('/o/some-opinion', options);
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['Content-Security-Policy']).toMatch(/frame-ancestors 'none'$/);
    expect(page['Content-Security-Policy']).not.toContain('unsafe');
    expect(page['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    const emailPreferences = securityHeadersFor('/emailpref-iframe', options);
    expect(emailPreferences['Content-Security-Policy']).toMatch(/frame-ancestors 'self' https:\/\/sister\.example$/);
    expect(emailPreferences['X-Frame-Options']).toBeUndefined();
    expect(securityHeadersFor('/emailpref-iframe', { emailPreferenceFramers: [], https: false })['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(securityHeadersFor('/tracking/login', options)['Content-Security-Policy']).toMatch(/frame-ancestors 'self'$/);
    expect(securityHeadersFor('/graphql', options)['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    expect(securityHeadersFor('/', { emailPreferenceFramers: [], https: false })['Strict-Transport-Security']).toBeUndefined();
  });
});
