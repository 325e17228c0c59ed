import { useEffect, useId, useRef } from 'react';
import styles from './styles.module.css';

export const SEARCH_DEBOUNCE_MS = 250;

type Props = {
  label: string;
  hint: string;
  /** What the box shows; the owner of the state can also empty it (a "Clear search" button). */
  value: string;
  onValueChange: (value: string) => void;
  /** Called once typing pauses, or at once on Enter. */
  onSearch: (term: string) => void;
};

/** A search field that asks the server once the owner pauses, not on every keystroke. */
export function SearchBox({ label, hint, value, onValueChange, onSearch }: Props) {
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(term: string) {
    clearTimeout(timer.current);
    onSearch(term.trim());
  }

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        commit(value);
      }}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        value={value}
        placeholder={hint}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const next = event.target.value;
          onValueChange(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
