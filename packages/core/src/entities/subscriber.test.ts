import { describe, expect, it } from 'vitest';
import { subscriberPropertySchema, subscriberSettingsSchema } from './subscriber';

describe('subscriber', () => {
  it('parses a property', () => {
    expect(subscriberPropertySchema.parse({ slug: 'goal', value: 'strength' })).toEqual({
      slug: 'goal',
      value: 'strength',
    });
    expect(subscriberPropertySchema.safeParse({ slug: '', value: 'x' }).success).toBe(false);
  });

  it('parses settings with defaults', () => {
    const settings = subscriberSettingsSchema.parse({
      language: 'pt-BR',
      exercise_swaps: [{ exercise_id: 'ex_1', alternate_id: 'ex_2' }],
    });
    expect(settings).toEqual({
      language: 'pt-BR',
      can_receive_messages_from_members: true,
      blocked_user_ids: [],
      exercise_swaps: [{ exercise_id: 'ex_1', alternate_id: 'ex_2' }],
    });
    expect(subscriberSettingsSchema.safeParse({ language: 'klingon' }).success).toBe(false);
  });
});
