import { z } from 'zod';
import { FIELD_MUST_BE_EMAIL, FIELD_REQUIRED, MUST_BE_HTTP_URL, maxLength } from '../messages';
import { emailField, httpUrlField } from '../fields';
import { blockSchema } from './block-base';

export const socialNetworks = ['instagram', 'facebook', 'x', 'youtube', 'tiktok', 'linkedin', 'website', 'email'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const SOCIAL_LINKS_MAX = 12;
export const CHOOSE_NETWORK = 'Choose a network';

const isEmail = (value: string) => emailField.safeParse(value).success;
const isHttpUrl = (value: string) => httpUrlField.safeParse(value).success;

/** One profile: a web address for every network, a plain address for email (opened as mailto:). */
export const socialLinkSchema = z
  .object({
    network: z.enum(socialNetworks, { error: CHOOSE_NETWORK }),
    url: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(500, maxLength(500)),
  })
  .superRefine((link, context) => {
    if (!link.url) return;
    const isValid = link.network === 'email' ? isEmail(link.url) : isHttpUrl(link.url);
    if (!isValid) {
      context.addIssue({ code: 'custom', path: ['url'], message: link.network === 'email' ? FIELD_MUST_BE_EMAIL : MUST_BE_HTTP_URL });
    }
  });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** A row of icons linking to the app's profiles elsewhere. */
export const socialSchema = blockSchema({
  title: z.string().trim().max(120, maxLength(120)).default(''),
  links: z.array(socialLinkSchema).max(SOCIAL_LINKS_MAX, `Add at most ${SOCIAL_LINKS_MAX} links`).default([]),
  align: z.enum(['left', 'center']).default('center'),
});
export type SocialProps = z.infer<typeof socialSchema>;
