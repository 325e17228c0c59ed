import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@tessera/core/entities/user';
import { useMentionable } from '../messaging-queries';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { insertMention, mentionQueryAt } from '../view/message-parts';
import { readDraft, writeDraft } from './draft';
import { screenStyles } from '../Screen';
import styles from './styles.module.css';

export type ComposerImage = { id: string; url: string };

type Props = {
  /** Where the draft is kept (a thread id, or `reply.<message id>`). */
  draftKey: string;
  label: string;
  placeholder?: string;
  /** May answer false (at once or later) when the message did not go: the words come back into the field. */
  onSend: (message: { text: string; imageIds: string[] }) => void | Promise<boolean>;
  /** The thread whose people an @ may name (none: no mention list). */
  mentionThreadId?: string;
  /** Uploads a photo; resolves with its id and address, or rejects with the words to show. */
  onUpload?: (
    file: File,
    onProgress: (share: number) => void,
    signal: AbortSignal,
  ) => Promise<ComposerImage>;
  disabled?: boolean;
  maxLength: number;
};

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line, an @ opens a list of people to
 * mention (arrows, Enter or Tab to pick, Escape to close), a photo can go with it (upload progress
 * shown, cancellable). The draft is kept per thread until it is sent.
 */
export function Composer({
  draftKey,
  label,
  placeholder,
  onSend,
  mentionThreadId,
  onUpload,
  disabled,
  maxLength,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => readDraft(draftKey));
  const [caret, setCaret] = useState(0);
  const [images, setImages] = useState<ComposerImage[]>([]);
  const [upload, setUpload] = useState<{ share: number; abort: AbortController } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [isPickerDismissed, setIsPickerDismissed] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { hint: useId(), list: useId(), option: useId(), status: useId() };

  useEffect(() => writeDraft(draftKey, text), [draftKey, text]);

  const query = isPickerDismissed ? null : mentionQueryAt(text, caret);
  const candidates = (
    useMentionable(mentionThreadId ?? '', mentionThreadId && query ? query.term : null).data ?? []
  ).slice(0, 6);
  const isPickerOpen = query !== null && candidates.length > 0;
  const activeIndex = Math.min(active, Math.max(0, candidates.length - 1));

  const change = (next: string, nextCaret: number) => {
    setText(next);
    setCaret(nextCaret);
    setActive(0);
    setIsPickerDismissed(false);
  };

  const pick = (person: MemberProfile) => {
    if (!query) return;
    const next = insertMention(text, query.start, caret, person.name);
    change(next.text, next.caret);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const canSend = !disabled && !upload && (text.trim().length > 0 || images.length > 0);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const sent = { text: text.trim(), imageIds: images.map((image) => image.id) };
    const outcome = onSend(sent);
    if (outcome instanceof Promise) {
      void outcome.then((went) => {
        if (!went) setText((current) => current || sent.text);
      });
    }
    change('', 0);
    setImages([]);
    setUploadError(null);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isPickerOpen) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + candidates.length) % candidates.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const person = candidates[activeIndex];
        if (person) {
          event.preventDefault();
          pick(person);
          return;
        }
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setIsPickerDismissed(true);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onUpload) return;
    const abort = new AbortController();
    setUploadError(null);
    setUpload({ share: 0, abort });
    try {
      const image = await onUpload(file, (share) => setUpload({ share, abort }), abort.signal);
      setImages((held) => [...held, image]);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUpload(null);
    }
  };

  const percent = upload ? Math.round(upload.share * 100) : 0;

  return (
    <form className={styles.composer} onSubmit={submit} aria-label={label}>
      {images.length > 0 ? (
        <ul className={styles.previews}>
          {images.map((image) => (
            <li key={image.id} className={styles.preview}>
              <img src={image.url} alt="" />
              <button
                type="button"
                className={styles.removeImage}
                aria-label={t('messaging.composer.removeImage')}
                onClick={() => setImages((held) => held.filter((i) => i.id !== image.id))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {upload ? (
        <div className={styles.upload} id={ids.status} role="status">
          <progress
            max={100}
            value={percent}
            aria-label={t('messaging.composer.uploading', { percent })}
          />
          <span>{t('messaging.composer.uploading', { percent })}</span>
          <button
            type="button"
            className={screenStyles.textButton}
            onClick={() => upload.abort.abort()}
          >
            {t('messaging.composer.cancelUpload')}
          </button>
        </div>
      ) : null}
      {uploadError ? (
        <p className={styles.error} role="alert">
          {uploadError}
        </p>
      ) : null}
      {isPickerOpen ? (
        <ul
          id={ids.list}
          className={styles.picker}
          role="listbox"
          aria-label={t('messaging.composer.mentionList')}
        >
          {candidates.map((person, index) => (
            <li
              key={person.id}
              id={`${ids.option}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
            >
              {person.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.row}>
        {onUpload ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className={visuallyHiddenClass}
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => void onChoose(event)}
            />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('messaging.composer.attach')}
              disabled={disabled || Boolean(upload)}
              onClick={() => fileInput.current?.click()}
            >
              <Icon name="camera" size={20} />
            </button>
          </>
        ) : null}
        <label className={visuallyHiddenClass} htmlFor={`${ids.hint}-field`}>
          {label}
        </label>
        <textarea
          ref={field}
          id={`${ids.hint}-field`}
          className={styles.field}
          rows={1}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder ?? t('messaging.composer.placeholder')}
          disabled={disabled}
          dir="auto"
          aria-describedby={ids.hint}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isPickerOpen}
          aria-controls={isPickerOpen ? ids.list : undefined}
          aria-activedescendant={isPickerOpen ? `${ids.option}-${activeIndex}` : undefined}
          onChange={(event) => change(event.target.value, event.target.selectionStart)}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={!canSend}
          aria-label={t('messaging.composer.send')}
        >
          <Icon name="chevron" size={20} />
        </button>
      </div>
      <p id={ids.hint} className={visuallyHiddenClass}>
        {t('messaging.composer.hint')}
      </p>
    </form>
  );
}
