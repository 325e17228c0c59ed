import { describe, expect, it } from 'vitest';
import { publicAppConfigSchema } from '@tessera/core/entities/app';
import type { TenantApp } from '../context/tenant-app';
import { escapeHtml, escapeScriptJson, injectHead, renderHead } from './html-injection';

function tenant(theme: Record<string, unknown> = {}): TenantApp {
  const publicConfig = publicAppConfigSchema.parse({
    slug: 'peak',
    name: 'Peak',
    theme,
    toolbar: {},
    access: {},
    show_made_with_badge: false,
    languages: ['en'],
    default_locale: 'en',
    home_path: '/',
    menu: [],
  });
  return {
    id: 'a1',
    accountId: 'c1',
    slug: 'peak',
    name: 'Peak',
    defaultLocale: 'en',
    homePageId: null,
    googleClientId: null,
    appleClientId: null,
    publicConfig,
    publicConfigJson: JSON.stringify(publicConfig),
  };
}

const page = { page_title: 'Home', og_title: null, og_description: null, og_image: null };
const rootCss = (head: string) =>
  /<style id="tessera-theme">:root\{(.*)\}<\/style>/.exec(head)?.[1] ?? '';

describe('html injection', () => {
  it('shares an uploaded image by its absolute address, and keeps an address given in full', () => {
    const uploaded = renderHead({
      app: tenant({}),
      page: { ...page, og_image: '/media/app-1/images/a b.webp' },
      url: 'https://peak.test/programs/run',
    });
    expect(uploaded).toContain(
      '<meta property="og:image" content="https://peak.test/media/app-1/images/a%20b.webp">',
    );
    const elsewhere = renderHead({
      app: tenant({}),
      page: { ...page, og_image: 'https://cdn.example.com/x.jpg?a=1&b=2' },
      url: 'https://peak.test/',
    });
    expect(elsewhere).toContain(
      '<meta property="og:image" content="https://cdn.example.com/x.jpg?a=1&amp;b=2">',
    );
  });

  it('always describes the page for search results, and names its canonical address', () => {
    const described = renderHead({
      app: tenant({}),
      page: { ...page, og_description: 'Lift & <run>' },
      url: 'https://peak.test/programs',
    });
    expect(described).toContain('<meta name="description" content="Lift &amp; &lt;run&gt;">');
    expect(described).toContain('<link rel="canonical" href="https://peak.test/programs">');
    expect(renderHead({ app: tenant({}), page, url: 'https://peak.test/' })).toContain(
      '<meta name="description" content="Home · Peak">',
    );
  });

  it('tells the member app whether the page request carried a session cookie', () => {
    expect(renderHead({ app: tenant({}), page, url: 'https://peak.test/' })).toContain(
      '<meta name="tessera-session" content="none">',
    );
    expect(
      renderHead({ app: tenant({}), page, url: 'https://peak.test/', hasSessionCookie: true }),
    ).toContain('<meta name="tessera-session" content="cookie">');
  });

  it('escapes text for attributes and elements', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
    );
  });

  it('keeps JSON from closing its script element', () => {
    const json = JSON.stringify({ name: '</script><script>alert(1)</script>' });
    const escaped = escapeScriptJson(json);
    expect(escaped).not.toContain('</script>');
    expect(JSON.parse(escaped)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('replaces the marker, or appends to the head when the marker is missing', () => {
    expect(injectHead('<head><!--tessera-head--></head>', '<title>x</title>')).toBe(
      '<head><title>x</title></head>',
    );
    expect(injectHead('<head></head>', '<title>$&</title>')).toBe(
      '<head><title>$&</title>\n</head>',
    );
  });
});

describe('renderHead', () => {
  it('declares and preloads the theme fonts from this server only, and names them in the variables', () => {
    const head = renderHead({
      app: tenant({ heading_font: 'Playfair Display', body_font: 'Lato' }),
      page,
      url: 'https://peak.test/',
    });
    expect(head).toContain(
      '<link rel="preload" href="/fonts/lato/lato-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(head).toContain(
      '<link rel="preload" href="/fonts/playfair-display/playfair-display-latin-700-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(head).toContain('font-family:"Playfair Display"');
    expect(head).toContain('src:url(/fonts/lato/lato-latin-700-normal.woff2)');
    expect(rootCss(head)).toContain('--font-heading:"Playfair Display", "Playfair Display Fallback", Georgia');
    expect(rootCss(head)).toContain('--font-body:"Lato", "Lato Fallback", system-ui');
    // Nothing points at another host (og:url and the canonical link are the app's own address).
    expect(head.replaceAll('https://peak.test/', '')).not.toMatch(/https?:\/\//);
  });

  it('gives an unknown font no @font-face and no preload: the system stack shows', () => {
    const head = renderHead({
      app: tenant({ heading_font: 'Comic Sans MS', body_font: 'Wingdings' }),
      page,
      url: 'https://peak.test/',
    });
    expect(head).not.toContain('rel="preload"');
    expect(head).toContain('<style id="tessera-fonts"></style>');
    expect(rootCss(head)).toContain('--font-body:system-ui, -apple-system');
    // Only the config data block (the theme as stored) still names it.
    expect(head.replace(/<script[\s\S]*<\/script>/, '')).not.toContain('Comic Sans');
  });

  it("paints the first frame in the page's own colour mode and background", () => {
    const app = tenant({ dark_color: '#101418' });
    expect(rootCss(renderHead({ app, page: null, url: 'https://peak.test/' }))).toContain(
      '--color-bg:#f7f8f9',
    );
    const dark = rootCss(
      renderHead({
        app,
        page: { ...page, color_mode: 'dark', background_color: null },
        url: 'https://peak.test/',
      }),
    );
    expect(dark).toContain('--color-bg:#101418');
    expect(dark).toContain('color-scheme:dark');
    const black = rootCss(
      renderHead({
        app,
        page: { ...page, color_mode: null, background_color: 'black' },
        url: 'https://peak.test/',
      }),
    );
    expect(black).toContain('--color-bg:#000000');
    expect(black).toContain('--color-text:#ffffff');
  });
});
