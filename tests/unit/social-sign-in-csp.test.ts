// The page CSP lets the real Google and Facebook SDKs load only when that provider is configured.
import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from '../../api/http/security.ts';

function directive(csp: string, name: string): string {
  return csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

describe('CSP for social sign-in', () => {
  const base = { emailPreferenceFramers: [], https: true };

  it('allows nothing of Google or Facebook when neither is configured', () => {
    const csp = securityHeadersFor('/', base)['Content-Security-Policy'];
    expect(csp).not.toMatch(/google|facebook/);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it("allows Google Identity Services' script, frame, style and connections when Google is configured", () => {
    const csp = securityHeadersFor('/login', { ...base, socialSignIn: { google: true, facebook: false } })['Content-Security-Policy'];
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://accounts.google.com/gsi/client");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://accounts.google.com/gsi/");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' https://accounts.google.com/gsi/style");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://accounts.google.com/gsi/");
    expect(csp).not.toContain('facebook');
  });

  it("allows the Facebook SDK's script, dialog frames and Graph API when Facebook is configured", () => {
    const csp = securityHeadersFor('/', { ...base, socialSignIn: { google: false, facebook: true } })['Content-Security-Policy'];
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://connect.facebook.net");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://www.facebook.com https://web.facebook.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://graph.facebook.com");
    expect(csp).not.toContain('google');
  });
});
