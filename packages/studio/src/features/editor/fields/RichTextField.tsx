import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { isAllowedHref, normalizeRichText } from './rich-text-html';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';
import richStyles from './RichTextField.module.css';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';
const COMMANDS: { command: Command; key: string; mark: string }[] = [
  { command: 'bold', key: 'editor.richText.bold', mark: 'B' },
  { command: 'italic', key: 'editor.richText.italic', mark: 'I' },
  { command: 'insertUnorderedList', key: 'editor.richText.bulletList', mark: '•' },
  { command: 'insertOrderedList', key: 'editor.richText.numberedList', mark: '1.' },
];

// execCommand is deprecated but still the one editing API every browser ships for contenteditable;
// where it is missing (tests) the buttons do nothing rather than throw.
function exec(command: string, value?: string): void {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}
function isActive(command: Command): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

/**
 * A small rich-text editor: paragraphs, bold, italic, links and lists, nothing a member app could
 * not show. What it stores is normalised to the rich-text policy on every change. Keyboard:
 * Ctrl/Cmd+B and +I in the text, Tab to the toolbar; the link box takes Enter and Escape.
 */
export function RichTextField({
  label,
  value,
  onChange,
  readOnly,
  schema,
  error: givenError,
  isLabelHidden = false,
}: FieldViewProps<string | null | undefined> & {
  /** The label still names the text box for screen readers, where a label beside it already shows (translations). */
  isLabelHidden?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const lastHtml = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState(false);
  const error = useFieldError(schema, value, givenError);

  // The DOM is the editor's state while typing; it is rewritten only when the value changed from outside (undo, reload).
  useEffect(() => {
    const element = editorRef.current;
    if (!element || value === lastHtml.current) return;
    const html = normalizeRichText(value ?? '');
    element.innerHTML = html;
    lastHtml.current = value ?? '';
  }, [value]);

  useEffect(() => {
    const update = () => {
      const selection = document.getSelection();
      if (!selection?.anchorNode || !editorRef.current?.contains(selection.anchorNode)) return;
      setActive(Object.fromEntries(COMMANDS.map(({ command }) => [command, isActive(command)])));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  function emit() {
    const element = editorRef.current;
    if (!element) return;
    const html = normalizeRichText(element.innerHTML);
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    onChange(html);
  }

  function run(command: Command) {
    editorRef.current?.focus();
    exec(command);
    emit();
    setActive((state) => ({ ...state, [command]: isActive(command) }));
  }

  function openLink() {
    const selection = document.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 && editorRef.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    const anchor = selection?.anchorNode?.parentElement?.closest('a');
    setLinkDraft(anchor?.getAttribute('href') ?? 'https://');
    setLinkError(false);
  }

  function restoreSelection() {
    editorRef.current?.focus();
    const range = savedRange.current;
    const selection = document.getSelection();
    if (range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  }

  function applyLink() {
    const href = (linkDraft ?? '').trim();
    if (!href || !isAllowedHref(href) || href === 'https://') {
      setLinkError(true);
      return;
    }
    restoreSelection();
    exec('createLink', href);
    setLinkDraft(null);
    emit();
  }

  function removeLink() {
    restoreSelection();
    exec('unlink');
    setLinkDraft(null);
    emit();
  }

  const errorId = `${id}-error`;
  return (
    <div ref={fieldRef} className={styles.field}>
      <span id={`${id}-label`} className={isLabelHidden ? visuallyHiddenClass : styles.label}>
        {label}
      </span>
      <div className={richStyles.frame} data-invalid={error ? 'true' : undefined}>
        {readOnly ? null : (
          <div role="toolbar" aria-label={t('editor.richText.toolbar', { field: label })} aria-controls={id} className={richStyles.toolbar}>
            {COMMANDS.map(({ command, key, mark }) => (
              <button
                key={command}
                type="button"
                className={richStyles.tool}
                aria-pressed={active[command] === true}
                title={t(key)}
                aria-label={t(key)}
                // Keep the text selection: a toolbar click must not take the focus out of the text first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(command)}
              >
                <span aria-hidden="true" className={richStyles[command]}>
                  {mark}
                </span>
              </button>
            ))}
            <button
              type="button"
              className={richStyles.tool}
              aria-expanded={linkDraft !== null}
              aria-label={t('editor.richText.link')}
              title={t('editor.richText.link')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={openLink}
            >
              <Icon name="link" size={16} />
            </button>
          </div>
        )}
        {linkDraft !== null ? (
          // Not a <form>: Puck's panel may sit inside one, and Enter must not submit (or reload) anything.
          <div className={richStyles.linkForm} role="group" aria-label={t('editor.richText.link')}>
            <label className={styles.hint} htmlFor={`${id}-link`}>
              {t('editor.richText.linkAddress')}
            </label>
            <input
              id={`${id}-link`}
              className={styles.input}
              type="url"
              value={linkDraft}
              autoFocus
              aria-invalid={linkError || undefined}
              aria-describedby={linkError ? `${id}-link-error` : undefined}
              onChange={(event) => setLinkDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  setLinkDraft(null);
                  restoreSelection();
                }
              }}
            />
            {linkError ? (
              <p id={`${id}-link-error`} className={styles.error}>
                {t('editor.richText.linkInvalid')}
              </p>
            ) : null}
            <div className={richStyles.linkActions}>
              <button type="button" className={styles.smallButton} onClick={applyLink}>
                {t('editor.richText.applyLink')}
              </button>
              <button type="button" className={styles.smallButton} onClick={removeLink}>
                {t('editor.richText.removeLink')}
              </button>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => {
                  setLinkDraft(null);
                  restoreSelection();
                }}
              >
                {t('editor.richText.cancelLink')}
              </button>
            </div>
          </div>
        ) : null}
        <div
          ref={editorRef}
          id={id}
          className={richStyles.text}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-readonly={readOnly || undefined}
          contentEditable={!readOnly}
          suppressContentEditableWarning
          tabIndex={0}
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          onInput={emit}
          onBlur={(event) => {
            // Leaving the field (not for its own toolbar or link box), show exactly what is stored.
            // Rewriting the text while the link box is open would orphan the selection it links.
            if (event.relatedTarget instanceof Node && fieldRef.current?.contains(event.relatedTarget)) return;
            const element = editorRef.current;
            if (element && lastHtml.current !== null && element.innerHTML !== lastHtml.current) element.innerHTML = lastHtml.current;
          }}
        />
      </div>
      <div aria-live="polite" className={styles.messageRegion}>
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
