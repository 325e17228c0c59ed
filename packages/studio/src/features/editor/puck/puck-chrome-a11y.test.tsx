import { cleanup, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mendPuckChrome, usePuckChromeA11y } from './puck-chrome-a11y';
import type { PuckChromeLabels } from './puck-chrome-a11y';

afterEach(cleanup);

const labels: PuckChromeLabels = { canvas: 'Canvas of “Home”', zoom: 'Zoom level' };

// Puck's markup as it ships (CSS-module class names included).
const PUCK_CHROME = `
  <span class="_Loader_1w5zn_13" aria-label="Loading"></span>
  <span class="_Loader_1w5zn_13" aria-label="Loading" role="img"></span>
  <span class="other" aria-label="Loading"></span>
  <select class="_ViewportControls-zoomSelect_1s1bc_1"><option value="1">100%</option></select>
  <iframe id="preview-frame"></iframe>
`;

function Host({ names }: { names: PuckChromeLabels }) {
  const ref = useRef<HTMLDivElement>(null);
  usePuckChromeA11y(ref, names);
  return <div ref={ref} data-testid="host" />;
}

describe('mendPuckChrome', () => {
  it('makes Puck’s spinners progress bars and names its zoom select and canvas frame', () => {
    const root = document.createElement('div');
    root.innerHTML = PUCK_CHROME;
    mendPuckChrome(root, labels);
    const [loader, ownRole, other] = [...root.querySelectorAll('span')];
    expect(loader?.getAttribute('role')).toBe('progressbar');
    // A role already given, and spans that are not Puck's spinner, are left alone.
    expect(ownRole?.getAttribute('role')).toBe('img');
    expect(other?.hasAttribute('role')).toBe(false);
    expect(root.querySelector('select')?.getAttribute('aria-label')).toBe('Zoom level');
    expect(root.querySelector('iframe')?.getAttribute('title')).toBe('Canvas of “Home”');
  });
});

describe('usePuckChromeA11y', () => {
  it('mends what Puck draws later, and renames when the labels change', async () => {
    const view = render(<Host names={labels} />);
    const host = view.getByTestId('host');
    host.innerHTML = PUCK_CHROME;
    await waitFor(() => expect(host.querySelector('iframe')?.getAttribute('title')).toBe('Canvas of “Home”'));
    expect(host.querySelector('span')?.getAttribute('role')).toBe('progressbar');
    expect(host.querySelector('select')?.getAttribute('aria-label')).toBe('Zoom level');

    view.rerender(<Host names={{ canvas: 'Canvas of “Week 1”', zoom: 'Zoomstufe' }} />);
    expect(host.querySelector('iframe')?.getAttribute('title')).toBe('Canvas of “Week 1”');
    expect(host.querySelector('select')?.getAttribute('aria-label')).toBe('Zoomstufe');
  });
});
