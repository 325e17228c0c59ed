import type { PageAttribute, PageAttributes } from '../entities/page';
import { MEMBER_ATTRIBUTE_PREFIX } from '../entities/page-values';

/** The signed-in member as attributes see them; null when nobody is signed in. */
export type AttributeMember = {
  name: string;
  /** Subscriber properties by slug (SPEC §3), when the app has loaded them. */
  properties?: Record<string, string>;
} | null;

export type AttributeSource = {
  page_title: string;
  attributes: PageAttributes;
  member?: AttributeMember;
};

/** An attribute with a value to show; unset, empty and unknown attributes resolve to null. */
export type ResolvedAttribute = { type: PageAttribute['type']; value: string };

/** The first word of a name, the way a greeting uses it ("Hi Ana"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function memberValue(slug: string, member: AttributeMember | undefined): string {
  if (!member) return '';
  const key = slug.slice(MEMBER_ATTRIBUTE_PREFIX.length);
  if (key === 'first_name') return firstNameOf(member.name);
  return member.properties?.[key] ?? '';
}

/**
 * What a block bound to `slug` shows (SPEC §3 Page attributes). Built-ins first: `page.title` is
 * the page's title and `member.first_name` the signed-in member's first name; any other
 * `member.x` is the member's property `x`. Member data is text and never comes from the page, so
 * an owner cannot fake it. Every other slug is the page's own attribute.
 */
export function resolveAttribute(slug: string | null | undefined, source: AttributeSource): ResolvedAttribute | null {
  if (!slug) return null;
  if (slug === 'page.title') return source.page_title ? { type: 'string', value: source.page_title } : null;
  if (slug.startsWith(MEMBER_ATTRIBUTE_PREFIX)) {
    const value = memberValue(slug, source.member).trim();
    return value ? { type: 'string', value } : null;
  }
  const attribute = Object.hasOwn(source.attributes, slug) ? source.attributes[slug] : undefined;
  if (!attribute?.value) return null;
  return { type: attribute.type, value: attribute.value };
}
