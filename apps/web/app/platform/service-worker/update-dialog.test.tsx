import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UpdateDialog, type UpdateDialogText } from './update-dialog.tsx';

const NATIVE: UpdateDialogText = {
  title: 'Application update available',
  body: 'A new version of Kalendo is in the store.',
  action: 'Open the store',
  decline: 'Later',
};
const WEB: UpdateDialogText = {
  title: 'Application has update!',
  body: 'To continue using the application, it needs to be updated.',
  action: 'Apply update',
};

type Props = { children?: ReactNode; onClick?: () => void; onCancel?: (event: Event) => void };

/** The dialog's element tree (the component has no hooks, so it can be called as a function). */
function tree(text: UpdateDialogText) {
  const onConfirm = vi.fn();
  const onDecline = vi.fn();
  const root = UpdateDialog({ text, onConfirm, onDecline }) as ReactElement<Props>;
  const buttons: ReactElement<Props>[] = [];
  const walk = (node: ReactNode) => {
    if (Array.isArray(node)) node.forEach(walk);
    if (!isValidElement<Props>(node)) return;
    if (node.type === 'button') buttons.push(node);
    walk(node.props.children);
  };
  walk(root);
  const button = (label: string) => buttons.find((b) => b.props.children === label);
  const pressEscape = () => {
    const event = { preventDefault: vi.fn() } as unknown as Event;
    root.props.onCancel?.(event);
    return event.preventDefault;
  };
  return { onConfirm, onDecline, buttons, button, pressEscape };
}

describe('UpdateDialog', () => {
  it('offers "Later" beside "Open the store" in the native store dialog (SPEC §4)', () => {
    const html = renderToStaticMarkup(
      <UpdateDialog text={NATIVE} onConfirm={() => {}} onDecline={() => {}} />,
    );
    expect(html).toContain('aria-labelledby="update-title"');
    expect(html).toMatch(
      /<button type="button"[^>]*>Later<\/button><button type="button"[^>]*>Open the store/,
    );
  });

  it('"Later" and Escape decline the native dialog; "Open the store" confirms it', () => {
    const dialog = tree(NATIVE);
    dialog.button('Later')?.props.onClick?.();
    expect(dialog.onDecline).toHaveBeenCalledOnce();
    expect(dialog.pressEscape()).toHaveBeenCalledOnce();
    expect(dialog.onDecline).toHaveBeenCalledTimes(2);
    dialog.button('Open the store')?.props.onClick?.();
    expect(dialog.onConfirm).toHaveBeenCalledOnce();
  });

  it('has no decline button in the web update dialog (SPEC §8), and Escape does not close it', () => {
    const dialog = tree(WEB);
    expect(dialog.buttons.map((b) => b.props.children)).toEqual(['Apply update']);
    expect(dialog.pressEscape()).toHaveBeenCalledOnce();
    expect(dialog.onDecline).not.toHaveBeenCalled();
  });
});
