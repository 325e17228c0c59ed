import { describe, expect, it } from 'vitest';
import { composeRenderedHtml, type RenderedPage } from './member-html';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>App</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="stylesheet" crossorigin href="/assets/other.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This app needs JavaScript.</noscript>
  </body>
</html>`;

const rendered: RenderedPage = {
  html: '<main><h1>Hello</h1></main>',
  stateJson: JSON.stringify({ title: '</script><script>alert(1)</script>' }),
  lang: 'ar',
  dir: 'rtl',
  colorMode: 'dark',
  css: [{ href: '/assets/index-1.css', text: 'body{color:red}</style><script>x</script>' }],
  lcpImage: { href: '/media/hero.webp' },
};

describe('composeRenderedHtml', () => {
  const html = composeRenderedHtml(built, rendered);

  it('puts the markup in #root, the language, direction and colour mode on <html>', () => {
    expect(html).toContain('<div id="root"><main><h1>Hello</h1></main></div>');
    expect(html).toContain('<html lang="ar" dir="rtl" data-color-mode="dark">');
    expect(html).not.toContain('noscript');
  });

  it('inlines the stylesheets it was given in place of their blocking links, and keeps the others', () => {
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/other.css">');
    expect(html).toContain(
      '<style data-href="/assets/index-1.css">body{color:red}<\\/style><script>x</script></style>',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    // In its place a link that is never fetched, for the bundler's loader to find there.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(html).not.toContain('href="/assets/other.css" disabled');
  });

  it('starts the app after the page is painted: its modules are named, not fetched, by the document', () => {
    const withPreloads = composeRenderedHtml(built, { ...rendered, modulePreloads: ['/assets/Hero-1.js'] });
    expect(withPreloads).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(withPreloads).toContain(
      '<script defer src="/after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/Hero-1.js"></script>',
    );
  });

  it('preloads the copy of the LCP image its srcset picks, when it has one', () => {
    const responsive = composeRenderedHtml(built, {
      ...rendered,
      lcpImage: { href: '/media/a/h-1200x600.webp', srcSet: '/media/a/h-1200x600-480w.webp 480w, /media/a/h-1200x600.webp 1200w', sizes: '100vw' },
    });
    expect(responsive).toContain(
      '<link rel="preload" as="image" href="/media/a/h-1200x600.webp" imagesrcset="/media/a/h-1200x600-480w.webp 480w, /media/a/h-1200x600.webp 1200w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('preloads the LCP image first, and keeps the state from closing its script element', () => {
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/hero.webp" fetchpriority="high">',
    );
    const state = html.slice(html.indexOf('id="tessera-ssr">'));
    expect(state.slice(0, state.indexOf('</script>'))).not.toContain('<');
    expect(JSON.parse(state.slice('id="tessera-ssr">'.length, state.indexOf('</script>')))).toEqual(
      { title: '</script><script>alert(1)</script>' },
    );
  });
});
