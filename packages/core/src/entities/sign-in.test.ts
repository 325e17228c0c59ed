import { describe, expect, it } from 'vitest';
import { signInResponseSchema } from './sign-in';

const user = {
  id: 'u_1',
  email: 'member@demo.test',
  name: 'Mia Member',
  subscriber_id: 's_1',
  subscriber_uuid: 'uuid-1',
  global_events_channel: 'member-u_1',
};

describe('signInResponseSchema', () => {
  it('parses a realistic response', () => {
    const response = signInResponseSchema.parse({
      user,
      authentication_token: 'tok_abc',
      program_subscriptions: { prog_1: ['stage_1', 'stage_2'], prog_2: [] },
      event_subscriptions: ['occ_1'],
      pack_subscriptions: ['pack_1'],
      page_completions: {
        by_uuid: { page_1: true },
        by_content_type: { article: ['page_1'], workout: [] },
      },
      page_subscriptions: ['prog_1'],
      bookmarked_pages: ['page_7'],
      past_due_subscriptions: [{ product_id: 'p_gold' }],
      subscriber_properties: [{ slug: 'goal', value: 'strength' }],
      blocked_user_ids: ['u_9'],
      exercise_swaps: [{ exercise_id: 'ex_squat', alternate_id: 'ex_lunge' }],
    });
    expect(response.program_subscriptions.prog_1).toEqual(['stage_1', 'stage_2']);
    expect(response.page_completions.by_content_type.article).toEqual(['page_1']);
    expect(response.exercise_swaps[0]?.alternate_id).toBe('ex_lunge');
  });

  it('defaults every list for a brand-new member', () => {
    const response = signInResponseSchema.parse({ user, authentication_token: 'tok' });
    expect(response.bookmarked_pages).toEqual([]);
    expect(response.page_completions).toEqual({ by_uuid: {}, by_content_type: {} });
  });

  it('refuses completions keyed by an unknown content type and an empty token', () => {
    expect(
      signInResponseSchema.safeParse({
        user,
        authentication_token: 'tok',
        page_completions: { by_uuid: {}, by_content_type: { podcast: [] } },
      }).success,
    ).toBe(false);
    expect(signInResponseSchema.safeParse({ user, authentication_token: '' }).success).toBe(false);
  });
});
