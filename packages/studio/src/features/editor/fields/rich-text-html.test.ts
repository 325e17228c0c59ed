import { describe, expect, it } from 'vitest';
import { isAllowedHref, normalizeRichText } from './rich-text-html';

describe('normalizeRichText', () => {
  it('keeps allowed markup as it is', () => {
    const html = '<p>Hello <strong>bold</strong> and <em>soft</em> <a href="https://example.com">link</a></p><ul><li>one</li></ul>';
    expect(normalizeRichText(html)).toBe(html);
  });

  it('turns what browsers write into the policy: divs into paragraphs, b/i into strong/em, spans unwrapped', () => {
    expect(normalizeRichText('first<div>second <b>bold</b> <i>it</i> <span style="color:red">red</span></div>')).toBe(
      '<p>first</p><p>second <strong>bold</strong> <em>it</em> red</p>',
    );
  });

  it('drops scripts, handlers, styles and unsafe links', () => {
    const html = '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(1)"></p><a href="javascript:alert(1)">bad</a>';
    expect(normalizeRichText(html)).toBe('<p>Hi</p><p>bad</p>');
  });

  it('keeps mailto, tel and relative links, and only allowed link attributes', () => {
    expect(normalizeRichText('<p><a href="mailto:a@b.c" class="x" target="_blank">m</a> <a href="/about">r</a></p>')).toBe(
      '<p><a href="mailto:a@b.c" target="_blank">m</a> <a href="/about">r</a></p>',
    );
  });

  it('makes an empty editor an empty string', () => {
    expect(normalizeRichText('<p><br></p>')).toBe('');
    expect(normalizeRichText('   ')).toBe('');
  });
});

describe('isAllowedHref', () => {
  it('accepts the policy schemes and relative links, nothing else', () => {
    expect(isAllowedHref('https://x.y')).toBe(true);
    expect(isAllowedHref('tel:+4712345678')).toBe(true);
    expect(isAllowedHref('/programs/week-1')).toBe(true);
    expect(isAllowedHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedHref('data:text/html,x')).toBe(false);
    expect(isAllowedHref('//evil.example')).toBe(false);
  });
});
