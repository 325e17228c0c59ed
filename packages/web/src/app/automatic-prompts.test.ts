import { describe, expect, it } from 'vitest';
import { appAccessSchema } from '@tessera/core/entities/app';
import type { AppAccess } from '@tessera/core/entities/app';
import { toMemberView } from '@tessera/core/entities/member-view';
import { makeUser } from '../test/fixtures';
import { gatePrompt, postSignUpPrompt } from './automatic-prompts';

const access = (fields: Partial<AppAccess> = {}) => appAccessSchema.parse(fields);
const member = (fields: Parameters<typeof makeUser>[0] = {}) => toMemberView(makeUser(fields));
const products = [{ id: 'peak-club' }];

describe('the app gate prompt (SPEC §6 app-level rules)', () => {
  it('asks nothing of anyone in an open app, or where guests may browse', () => {
    expect(gatePrompt(access(), null)).toBeNull();
    expect(gatePrompt(access({ require_sign_in: true, allow_anonymous_browsing: true }), null)).toBeNull();
    expect(gatePrompt(access({ is_subscriber_only: true, allow_anonymous_browsing: true, app_products: products }), null)).toBeNull();
  });

  it('asks a guest to sign in when sign-in is required, the app is subscriber-only or private', () => {
    for (const fields of [{ require_sign_in: true }, { is_subscriber_only: true, app_products: products }, { is_private: true, allow_anonymous_browsing: true }]) {
      expect(gatePrompt(access({ allow_anonymous_browsing: false, ...fields }), null)).toEqual({ panel: 'auth' });
    }
  });

  it('lets a signed-in member into a sign-in app', () => {
    expect(gatePrompt(access({ require_sign_in: true, allow_anonymous_browsing: false }), member())).toBeNull();
  });

  it('offers a member without the product the app products and the purchase overlay; holders and admins pass', () => {
    const gated = access({ is_subscriber_only: true, allow_anonymous_browsing: false, app_products: products, purchase_overlay: { id: 'pitch' } });
    expect(gatePrompt(gated, member())).toEqual({ panel: 'checkout', productIds: ['peak-club'], purchaseOverlay: 'pitch' });
    expect(gatePrompt(gated, member({ active_product_ids: ['peak-club'] }))).toBeNull();
    expect(gatePrompt(gated, member({ is_admin: true }))).toBeNull();
  });
});

describe('the purchase prompt after sign-up (SPEC §3 prompt_purchase_post_sign_up)', () => {
  const prompting = access({ prompt_purchase_post_sign_up: true, app_products: [...products, { id: 'peak-year' }] });

  it('offers the app products with the purchase overlay', () => {
    expect(postSignUpPrompt({ ...prompting, purchase_overlay: { id: 'pitch' } }, member())).toEqual({
      panel: 'checkout',
      productIds: ['peak-club', 'peak-year'],
      purchaseOverlay: 'pitch',
    });
  });

  it('stays quiet when switched off, with no products, for an owner of one, or an admin', () => {
    expect(postSignUpPrompt(access({ app_products: products }), member())).toBeNull();
    expect(postSignUpPrompt(access({ prompt_purchase_post_sign_up: true }), member())).toBeNull();
    expect(postSignUpPrompt(prompting, member({ active_product_ids: ['peak-year'] }))).toBeNull();
    expect(postSignUpPrompt(prompting, member({ is_admin: true }))).toBeNull();
  });
});
