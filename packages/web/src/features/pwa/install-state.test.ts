import { describe, expect, it } from 'vitest';
import { initialInstallState, installStep, type InstallState, type InstallStep } from './install-state';

function run(steps: InstallStep[]) {
  let state: InstallState = initialInstallState;
  const activities: string[] = [];
  for (const step of steps) {
    const next = installStep(state, step);
    state = next.state;
    if (next.activity) activities.push(next.activity);
  }
  return { state, activities };
}

describe('install prompt states (SPEC §4)', () => {
  it('goes downloading → downloaded on acceptance, clearing the prompt, then the downloading flag', () => {
    const accepted = run(['prompt-available', 'install-asked', 'accepted']);
    expect(accepted.state).toEqual({ hasPrompt: false, status: 'downloaded', isDownloading: true });
    expect(accepted.activities).toEqual(['app_download_started', 'app_downloaded']);
    expect(run(['prompt-available', 'install-asked', 'accepted', 'downloading-cleared']).state.isDownloading).toBe(false);
  });

  it('goes downloading → aborted when dismissed, and may be offered again', () => {
    const dismissed = run(['prompt-available', 'install-asked', 'dismissed']);
    expect(dismissed.state).toEqual({ hasPrompt: false, status: 'aborted', isDownloading: false });
    expect(dismissed.activities).toEqual(['app_download_started', 'app_download_aborted']);
    expect(run(['prompt-available', 'install-asked', 'dismissed', 'install-asked']).state.status).toBe('aborted');
    expect(run(['prompt-available', 'install-asked', 'dismissed', 'prompt-available', 'install-asked']).state.status).toBe('downloading');
  });

  it('does nothing without a prompt, and records an install only once', () => {
    expect(run(['install-asked']).activities).toEqual([]);
    expect(run(['prompt-available', 'install-asked', 'accepted', 'installed']).activities).toEqual(['app_download_started', 'app_downloaded']);
    expect(run(['installed', 'prompt-available']).state.hasPrompt).toBe(false);
  });
});
