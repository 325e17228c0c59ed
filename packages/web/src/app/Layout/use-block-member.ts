import { useMemo } from 'react';
import type { BlockMember } from '@tessera/blocks/BlockContext';
import { parseList } from '@tessera/core/forms/list-value';
import { useAuthStore } from '../../features/auth/auth-store';

const readable = (value: string) => (value.startsWith('[') ? (parseList(value)?.join(', ') ?? value) : value);

/**
 * The member as blocks see them (BlockContext `member`): name and subscriber properties by slug
 * for `member.*` attributes, profile timezone for `subscriber` block schedules, null for a guest, undefined while the session is still being checked
 * (so member-only blocks wait instead of flashing a sign-in prompt).
 */
export function useBlockMember(): BlockMember | null | undefined {
  const status = useAuthStore((state) => state.status);
  const name = useAuthStore((state) => state.member?.name ?? null);
  const timezone = useAuthStore((state) => state.user?.timezone);
  const properties = useAuthStore((state) => state.data.subscriber_properties);
  return useMemo(() => {
    if (status === 'unchecked') return undefined;
    if (status === 'guest' || name === null) return null;
    const bySlug: Record<string, string> = {};
    // A multi-select answer is stored as a JSON list (SPEC §5 values as text); pages show its options.
    for (const property of properties) if (property.value !== null) bySlug[property.slug] = readable(property.value);
    return { name, timezone, properties: bySlug };
  }, [status, name, timezone, properties]);
}
