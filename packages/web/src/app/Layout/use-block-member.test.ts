import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { completeSignIn } from '../../features/auth/session';
import { makeSignInResponse } from '../../test/fixtures';
import { resetAuth } from '../../test/render';
import { useBlockMember } from './use-block-member';

describe('useBlockMember', () => {
  afterEach(() => resetAuth());

  it('gives blocks the member’s properties, a multi-select answer as its options', () => {
    completeSignIn(
      makeSignInResponse({ subscriber_properties: [{ slug: 'goals', value: '["Build strength","Move better"]' }, { slug: 'weight_kg', value: '72.5' }, { slug: 'empty', value: null }] }),
      'sign-in',
    );
    const { result } = renderHook(() => useBlockMember());
    expect(result.current?.properties).toEqual({ goals: 'Build strength, Move better', weight_kg: '72.5' });
  });
});
