import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeScriptJson, injectHead } from './html-injection';

describe('html injection', () => {
  it('escapes text for attributes and elements', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;');
  });

  it('keeps JSON from closing its script element', () => {
    const json = JSON.stringify({ name: '</script><script>alert(1)</script>' });
    const escaped = escapeScriptJson(json);
    expect(escaped).not.toContain('</script>');
    expect(JSON.parse(escaped)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('replaces the marker, or appends to the head when the marker is missing', () => {
    expect(injectHead('<head><!--tessera-head--></head>', '<title>x</title>')).toBe('<head><title>x</title></head>');
    expect(injectHead('<head></head>', '<title>$&</title>')).toBe('<head><title>$&</title>\n</head>');
  });
});
