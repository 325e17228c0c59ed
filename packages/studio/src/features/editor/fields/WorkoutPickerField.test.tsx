import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioWorkoutSummary } from '@tessera/core/api/studio-workouts';
import { workoutSchema } from '@tessera/core/blocks/workout';
import { createI18n } from '../../../app/i18n/create-i18n';
import { createQueryClient } from '../../../app/query-client';
import { fakeServer } from '../../../test/fake-server';
import { demoApp } from '../../../test/fixtures';
import { EditorDataProvider, type EditorData } from '../editor-context';
import { WorkoutPickerField } from './WorkoutPickerField';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const editorData: EditorData = { appId: demoApp.id, pageId: 'page', pages: [], pagesFailed: false, retryPages: () => undefined, attributes: {}, theme: null };
const summary = (id: string, title: string): StudioWorkoutSummary => ({ id, title, mode: 'grouped', page_id: null, page_title: null, estimated_seconds: 600, session_count: 0, updated_at: '2026-11-20T10:00:00.000Z' });
const legDay = summary('0d5a7c1e-6a7b-4c1e-9f0a-1b2c3d4e5f30', 'Leg day');
const armDay = summary('0d5a7c1e-6a7b-4c1e-9f0a-1b2c3d4e5f31', 'Arm day');
const schema = workoutSchema.shape.workout_id;

function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <WorkoutPickerField label="Run a studio workout" schema={schema} value={value} onChange={(next) => setValue(next ?? null)} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const renderPicker = (initial: string | null) =>
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <EditorDataProvider value={editorData}>
          <Harness initial={initial} />
        </EditorDataProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('the workout block’s workout picker', () => {
  it('offers the app’s workouts by title, and none to keep the plain exercise list', async () => {
    fakeServer({ [`GET /api/studio/apps/${demoApp.id}/workouts`]: () => ({ body: { workouts: [legDay, armDay] } }) });
    renderPicker(null);
    const select = (await screen.findByLabelText('Run a studio workout')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((option) => option.text)).toEqual(['None: show the exercise list', 'Arm day', 'Leg day']);
    fireEvent.change(select, { target: { value: legDay.id } });
    expect(screen.getByTestId('value').textContent).toBe(JSON.stringify(legDay.id));
    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('null');
  });

  it('says so when the named workout is gone, rather than showing another', async () => {
    fakeServer({ [`GET /api/studio/apps/${demoApp.id}/workouts`]: () => ({ body: { workouts: [armDay] } }) });
    renderPicker(legDay.id);
    const select = (await screen.findByLabelText('Run a studio workout')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.selectedOptions[0]!.text).toBe('A workout that no longer exists');
  });
});
