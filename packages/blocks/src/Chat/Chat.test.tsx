import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Chat from './index';

const props = (input: object) => blockSchemas.chat_block.parse(input);

describe('Chat', () => {
  it('shows a friendly note until messaging exists', () => {
    render(
      withBlockContext(
        <Chat id="c" page={page} props={props({ thread_id: 't1', title: 'Cohort chat' })} />,
      ),
    );
    expect(screen.getByRole('region', { name: 'Cohort chat' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cohort chat' })).toBeTruthy();
    expect(screen.getByText('Chat is coming soon')).toBeTruthy();
  });

  it('has a translated default title', () => {
    render(withBlockContext(<Chat id="c" page={page} props={props({})} />, { locale: 'fr' }));
    expect(screen.getByRole('heading', { name: 'Discussion' })).toBeTruthy();
    expect(screen.getByText('La discussion arrive bientôt')).toBeTruthy();
  });
});

describe('Chat with a messaging host', () => {
  it("shows the host's live thread for the block's thread, titled", () => {
    const Thread = ({ threadId, title }: { threadId: string; title: string }) => <p>{`${title} · ${threadId}`}</p>;
    render(withBlockContext(<Chat id="c" page={page} props={props({ thread_id: 't1', title: 'Cohort chat' })} />, { Thread }));
    expect(screen.getByText('Cohort chat · t1')).toBeTruthy();
    expect(screen.queryByText('Chat is coming soon')).toBeNull();
  });
});
