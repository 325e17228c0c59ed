import { useRef, useState } from 'react';
import { fetchContract, type SignInWay } from '@tessera/core/api/auth';
import { api } from '../../../app/api/api';

/** Enough of an address to be worth asking about (the form checks it properly on submit). */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * How the typed email signs in here (decision 021): asked once per address when the member leaves
 * the email field. An unknown address answers like a password account, so nothing is revealed; a
 * failed ask is no answer (the password step stays, as before).
 */
export function useSignInWay() {
  const [way, setWay] = useState<SignInWay['current_provider'] | null>(null);
  const asked = useRef<string | null>(null);
  const ask = (email: string) => {
    const address = email.trim().toLowerCase();
    if (!LOOKS_LIKE_EMAIL.test(address) || address === asked.current) return;
    asked.current = address;
    setWay(null);
    api(fetchContract, { body: { email: address } }).then(
      (answer) => {
        if (asked.current === address) setWay(answer.current_provider);
      },
      () => undefined,
    );
  };
  /** The answer for `email` as typed now: an edited address has none until asked again. */
  const wayFor = (email: string) => (asked.current === email.trim().toLowerCase() ? way : null);
  return { wayFor, ask };
}
