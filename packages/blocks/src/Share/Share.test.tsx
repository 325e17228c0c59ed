import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Share from './index';

const props = (input: object) => blockSchemas.share_block.parse(input);

afterEach(() => vi.unstubAllGlobals());

describe('Share', () => {
  it('copies this page\'s link where there is no share sheet and shows "Link copied"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(
      withBlockContext(
        <Share
          id="s"
          page={page}
          props={props({ title: 'Bring a friend', text: 'Training is better together.' })}
        />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Bring a friend' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status').textContent).toBe('Link copied');
  });

  it("opens the share sheet with the owner's address and words", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    render(
      withBlockContext(
        <Share
          id="s"
          page={page}
          props={props({ url: 'https://example.com/join', text: 'Join me', button_text: 'Invite' })}
        />,
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invite' })));
    expect(share).toHaveBeenCalledWith({
      url: 'https://example.com/join',
      title: 'Welcome',
      text: 'Join me',
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies instead when the browser refuses to share', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    render(withBlockContext(<Share id="s" page={page} props={props({})} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalled();
  });

  it('does nothing more when the member closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    render(withBlockContext(<Share id="s" page={page} props={props({})} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the link to copy by hand when copying fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    render(
      withBlockContext(
        <Share id="s" page={page} props={props({ url: 'https://example.com/x' })} />,
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status').textContent).toContain("Couldn't copy the link");
    expect((screen.getByLabelText('Link to share') as HTMLInputElement).value).toBe(
      'https://example.com/x',
    );
  });
});
