import { useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { clampCodeHeight, CODE_DOCUMENT_MESSAGE, CODE_FRAME_PATH, CODE_HEIGHT_MESSAGE, CODE_READY_MESSAGE } from '@tessera/core/blocks/code-values';
import { RTL_LOCALES } from '@tessera/core/locales';
import { useNearViewport } from '@tessera/ui/use-near-viewport';
import { useBlockMessages } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { codeMessages } from './messages';
import { codeDocument } from './srcdoc';
import styles from './styles.module.css';

/**
 * Owner-written HTML, CSS and JavaScript, run only inside a sandboxed iframe: the frame document
 * (`CODE_FRAME_PATH`, served with its own `sandbox allow-scripts` policy) has an opaque origin, so
 * the code cannot read the member's session, cookies or storage, nor touch the page. It is never
 * put into the page DOM: the frame says it is ready, and the block posts it the document to write.
 * A `srcdoc` frame would inherit the app's CSP, under which no inline script may run.
 *
 * With `auto_height` (and no ratio) the frame is as high as what the code draws: the frame
 * measures itself (throttled, and again once things have loaded) and the block follows.
 */
export default function Code({ props }: BlockRendererProps<'code_block'>) {
  const { html, css, js, height, ratio, title, auto_height: isAutoHeight } = props;
  // Kept with the document it was measured for: new code starts from the typed height again.
  const [measured, setMeasured] = useState<{ document: string; height: number } | null>(null);
  const { t, locale } = useBlockMessages(codeMessages);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The frame loads its page when the block scrolls near, not with the page (EmbedFrame's reason).
  const isNear = useNearViewport(box);
  const document = useMemo(
    () => codeDocument({ html, css, js, lang: locale, dir: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr' }),
    [html, css, js, locale],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own frame, and only its two messages; the frame's origin is opaque ("null").
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type === CODE_READY_MESSAGE) frame.current?.contentWindow?.postMessage({ type: CODE_DOCUMENT_MESSAGE, document }, '*');
      else if (data?.type === CODE_HEIGHT_MESSAGE && typeof data.height === 'number' && Number.isFinite(data.height)) setMeasured({ document, height: clampCodeHeight(data.height) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [document]);

  if (!html.trim() && !js.trim()) return null;
  const boxHeight = isAutoHeight && measured?.document === document ? measured.height : height;
  const frameClass = ratio === null ? styles.frame : `${styles.frame} ${styles.ratio}`;
  const variables: Record<string, string> = ratio === null ? { '--code-height': `${boxHeight}px` } : { '--code-ratio': String(ratio) };

  return (
    <div ref={box} className={styles.code}>
      {isNear ? (
        <iframe
          // A new document needs a fresh frame: the frame writes once.
          key={document}
          ref={frame}
          className={frameClass}
          style={variables as CSSProperties}
          sandbox="allow-scripts allow-popups allow-forms"
          src={CODE_FRAME_PATH}
          title={title || t('frame')}
          referrerPolicy="no-referrer"
        />
      ) : (
        // Holds the frame's box until it is added.
        <div className={frameClass} style={variables as CSSProperties} />
      )}
    </div>
  );
}
