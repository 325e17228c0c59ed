import type { ReactNode } from 'react';
import type { SocialNetwork } from '@tessera/core/blocks/social';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Simple line drawings of each network's mark, 24 × 24, coloured by the text colour. */
const ICONS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" />
    </>
  ),
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.2H7.5v3h2.7V21" fill="currentColor" />,
  x: (
    <>
      <path d="M4.5 4h4.2l10.8 16h-4.2z" {...stroke} />
      <path d="M19.2 4 13.3 10.6M4.8 20l5.9-6.6" {...stroke} />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" {...stroke} />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14.5 3.5c.4 2.3 1.9 3.9 4.5 4.2v2.9a7.6 7.6 0 0 1-4.4-1.4v5.9a5.6 5.6 0 1 1-5.6-5.6h.6v3a2.6 2.6 0 1 0 1.9 2.5V3.5z" fill="currentColor" />,
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" {...stroke} />
      <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5m0 2.4c0-1.5 1.1-2.6 2.4-2.6 1.4 0 2.1 1 2.1 2.6V16" {...stroke} />
    </>
  ),
  website: (
    <>
      <circle cx="12" cy="12" r="8.5" {...stroke} />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z" {...stroke} />
    </>
  ),
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" {...stroke} />
      <path d="m4 7 8 6 8-6" {...stroke} />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {ICONS[network]}
    </svg>
  );
}
