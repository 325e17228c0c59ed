import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: the live total asks the server once per pause, not per keystroke. */
export function useDebouncedValue<T>(value: T, ms: number, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms, isEqual]);
  return settled;
}
