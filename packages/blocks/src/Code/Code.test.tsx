import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Code from './index';
import { codeDocument } from './srcdoc';

const props = (input: object) => blockSchemas.code_block.parse(input);

describe('Code', () => {
  it('runs the code only in the sandboxed code frame, posted to it after its handshake', () => {
    const { container } = render(
      withBlockContext(<Code id="c" page={page} props={props({ html: '<h1 id="x">Hi</h1><img src=x onerror="parent.steal()">', css: 'h1{color:red}', js: 'document.title="x"' })} />),
    );
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-forms');
    expect(frame.getAttribute('src')).toBe('/code-frame');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    // Nothing of the owner's code reached the page's own DOM.
    expect(container.querySelector('h1, script, [onerror]')).toBeNull();

    const posted = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    // Another window saying ready gets nothing.
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'tessera-code-ready' }, source: window }));
    expect(posted).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'tessera-code-ready' }, source: frame.contentWindow }));
    expect(posted).toHaveBeenCalledTimes(1);
    const [message, target] = posted.mock.calls[0]! as [{ type: string; document: string }, string];
    expect(target).toBe('*');
    expect(message.type).toBe('tessera-code');
    expect(message.document).toContain('<h1 id="x">Hi</h1>');
    expect(message.document).toContain('<style>h1{color:red}</style>');
    expect(message.document).toContain('<script>document.title="x"</script>');
  });

  it('is named for screen readers', () => {
    const { rerender } = render(withBlockContext(<Code id="c" page={page} props={props({ html: '<p>x</p>', title: 'Macro calculator' })} />));
    expect(screen.getByTitle('Macro calculator').tagName).toBe('IFRAME');
    rerender(withBlockContext(<Code id="c" page={page} props={props({ html: '<p>x</p>' })} />, { locale: 'sv' }));
    expect(screen.getByTitle('Inbäddat innehåll')).toBeTruthy();
  });

  it('is base height (200 px) high, or follows the width with a ratio', () => {
    const { container, rerender } = render(withBlockContext(<Code id="c" page={page} props={props({ html: '<p>x</p>' })} />));
    expect(container.querySelector('iframe')?.style.getPropertyValue('--code-height')).toBe('200px');
    rerender(withBlockContext(<Code id="c" page={page} props={props({ html: '<p>x</p>', ratio: 75 })} />));
    expect(container.querySelector('iframe')?.style.getPropertyValue('--code-ratio')).toBe('75');
    expect(container.querySelector('iframe')?.style.getPropertyValue('--code-height')).toBe('');
  });

  it('fits its content with auto_height: follows the heights its own frame reports, within bounds', () => {
    const { container, rerender } = render(withBlockContext(<Code id="c" page={page} props={props({ html: '<p>x</p>', auto_height: true })} />));
    const frame = container.querySelector('iframe')!;
    const height = () => frame.style.getPropertyValue('--code-height');
    const report = (value: unknown, source: MessageEventSource | null = frame.contentWindow) =>
      act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'tessera-code-height', height: value }, source })));
    // The typed height until the frame has measured itself.
    expect(height()).toBe('200px');
    report(530.2);
    expect(height()).toBe('531px');
    report(12);
    expect(height()).toBe('40px');
    report(99_999);
    expect(height()).toBe('2000px');
    // Another window, or something that is not a number, changes nothing.
    report(300, window);
    report('300');
    expect(height()).toBe('2000px');
    // Without auto_height the typed height stands whatever the frame says.
    rerender(withBlockContext(<Code id="c" page={page} props={props({ html: '<p>x</p>', height: 120 })} />));
    report(530);
    expect(container.querySelector('iframe')!.style.getPropertyValue('--code-height')).toBe('120px');
  });

  it('renders nothing without code', () => {
    const { container } = render(withBlockContext(<Code id="c" page={page} props={props({ css: 'p{}' })} />));
    expect(container.innerHTML).toBe('');
  });
});

describe('codeDocument', () => {
  it('keeps one part from closing its element early', () => {
    const doc = codeDocument({ html: '', css: 'a{}</style><b>', js: 'x="</script><i>"', lang: 'ar', dir: 'rtl' });
    expect(doc).toContain('<html lang="ar" dir="rtl">');
    expect(doc).toContain('<style>a{}<\\/style><b></style>');
    expect(doc).toContain('<script>x="<\\/script><i>"</script>');
  });
});
