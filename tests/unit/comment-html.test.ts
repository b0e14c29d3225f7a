import { describe, expect, it } from 'vitest';
import { commentPlainText, sanitizeCommentHtml } from '../../api/domain/comment-html.ts';

describe('sanitizeCommentHtml', () => {
  it('turns typed text into paragraphs and line breaks, escaping what looks like markup', () => {
    expect(sanitizeCommentHtml('First line\nsecond line\n\nNew paragraph')).toBe('<p>First line<br />second line</p><p>New paragraph</p>');
    expect(sanitizeCommentHtml('1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeCommentHtml('\r\n\r\n  \n')).toBe('');
  });

  it('keeps the allow-list: paragraphs, links, emphasis, lists, quotes', () => {
    const html = '<p><strong>a</strong> <em>b</em> <b>c</b> <i>d</i></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote>';
    expect(sanitizeCommentHtml(html)).toBe(html);
  });

  it('links get rel="nofollow noopener"; only http(s) and mailto hrefs stay', () => {
    expect(sanitizeCommentHtml('<p><a href="https://example.com/a?b=c" target="_blank" rel="opener" title="t">x</a></p>')).toBe(
      '<p><a href="https://example.com/a?b=c" rel="nofollow noopener">x</a></p>',
    );
    expect(sanitizeCommentHtml('<p><a href="mailto:a@b.c">m</a></p>')).toBe('<p><a href="mailto:a@b.c" rel="nofollow noopener">m</a></p>');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      '//evil.test/x',
    ]) {
      expect(sanitizeCommentHtml(`<p><a href="${href}">x</a></p>`), href).toBe('<p><a rel="nofollow noopener">x</a></p>');
    }
  });

  it.each([
    ['<script>alert(1)</script>hi', '<p>hi</p>'],
    ['<p>a<style>p{color:red}</style></p>', '<p>a</p>'],
    ['<p onclick="x()" style="color:red" class="c" id="i">a</p>', '<p>a</p>'],
    ['<p>a<img src=x onerror=alert(1)></p>', '<p>a</p>'],
    ['<p>a<iframe src="https://evil.test">x</iframe></p>', '<p>a</p>'],
    ['<p>a<svg onload=alert(1)><script>alert(1)</script>b</svg></p>', '<p>a</p>'],
    ['<p>a<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math></p>', '<p>a</p>'],
    ['<p>a<object data="x"></object><embed src="x"></p>', '<p>a</p>'],
    ['<p>a<template><img src=x onerror=alert(1)></template></p>', '<p>a</p>'],
    ['<p>"><img src=x onerror=alert(1)></p>', '<p>"&gt;</p>'],
    ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<div>in a div</div>', '<p>in a div</p>'],
    ['<form action="javascript:x"><input onfocus=x autofocus>text</form>', '<p>text</p>'],
  ])('%s becomes %s', (input, expected) => {
    expect(sanitizeCommentHtml(input)).toBe(expected);
  });

  it('is stable: sanitizing its own output changes nothing', () => {
    const once = sanitizeCommentHtml('<p>a <a href="https://x.test" onclick=y>b</a></p><script>z</script>');
    expect(sanitizeCommentHtml(once)).toBe(once);
  });
});

describe('commentPlainText', () => {
  it('is the visible text, entities decoded and whitespace collapsed', () => {
    expect(commentPlainText('<p>One &amp; two</p><p>three<br />four</p>')).toBe('One & two three four');
    expect(commentPlainText(sanitizeCommentHtml('<script>x</script>'))).toBe('');
  });
});
