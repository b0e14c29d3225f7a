// Which encoding an answer goes out in, by the request's Accept-Encoding (api/http/compression.ts).
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../api/http/compression.ts';

describe('chooseEncoding', () => {
  it('prefers brotli on equal quality, whatever the order', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=0.7, br;q=0.7')).toBe('br');
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it('takes the highest quality, and q=0 refuses', () => {
    expect(chooseEncoding('br;q=0.2, gzip;q=0.9')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.0, gzip;q=0.000')).toBeNull();
    expect(chooseEncoding('BR; Q=1')).toBe('br');
  });

  it('reads * for the codings not named, and x-gzip as gzip', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('x-gzip')).toBe('gzip');
  });

  it('sends the body as it is without a header, with identity only, or with nothing available', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('br, gzip', [])).toBeNull();
    expect(chooseEncoding('br;q=abc, gzip;q=0.1')).toBe('gzip');
  });
});
