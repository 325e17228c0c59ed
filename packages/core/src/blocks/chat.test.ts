import { describe, expect, it } from 'vitest';
import { chatSchema } from './chat';
import { firstIssue } from './test-helpers';

describe('chatSchema', () => {
  it('fills every field with its default', () => {
    expect(chatSchema.parse({})).toEqual({
      thread_id: null,
      title: '',
      background_color: null,
      schedule: null,
    });
  });

  it.each<[string, object, string, string]>([
    ['a blank thread', { thread_id: '  ' }, 'thread_id', 'Choose a conversation'],
    [
      'a long thread id',
      { thread_id: 'x'.repeat(65) },
      'thread_id',
      'Must be at most 64 characters.',
    ],
    ['a long title', { title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters.'],
  ])('refuses %s', (_, input, path, message) => {
    expect(firstIssue(chatSchema, input)).toEqual({ path, message });
  });
});
