/**
 * The document the code block's iframe shows. The owner's parts are placed as written: the frame
 * is sandboxed (scripts only, opaque origin), so nothing here can reach the member app. Closing
 * tags inside CSS or JS are escaped only so that one part cannot end its element early.
 */
export function codeDocument(parts: { html: string; css: string; js: string; lang: string; dir: 'ltr' | 'rtl' }): string {
  const css = parts.css.replace(/<\/style/gi, '<\\/style');
  const js = parts.js.replace(/<\/script/gi, '<\\/script');
  return [
    '<!doctype html>',
    `<html lang="${parts.lang}" dir="${parts.dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>html,body{margin:0}body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}</style>',
    css ? `<style>${css}</style>` : '',
    '</head><body>',
    parts.html,
    js ? `<script>${js}</script>` : '',
    '</body></html>',
  ].join('');
}
