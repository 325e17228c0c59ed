import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@tessera/core/entities/program';
import { createQueryClient } from '../../app/App';
import { api } from '../../app/api/api';
import { useProgramOfPage } from './program-queries';

vi.mock('../../app/api/api', () => ({ api: vi.fn(async () => ({ programs: [] })) }));

const program = { id: 'prog_1', title: 'Strength', page_id: 'page_1', stages: [] } as unknown as Program;

function wrapperWith(seed: (client: ReturnType<typeof createQueryClient>) => void) {
  const client = createQueryClient();
  seed(client);
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useProgramOfPage', () => {
  afterEach(() => vi.mocked(api).mockClear());

  it('shows the program the server rendered the page with, without asking for it again', async () => {
    const wrapper = wrapperWith((client) => client.setQueryData(['program-of-page', 'page_1'], program));
    const { result } = renderHook(() => useProgramOfPage('page_1'), { wrapper });
    expect(result.current.data).toBe(program);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for the program of a page it has not seen', async () => {
    const { result } = renderHook(() => useProgramOfPage('page_2'), { wrapper: wrapperWith(() => undefined) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(api).toHaveBeenCalledTimes(1);
  });
});
