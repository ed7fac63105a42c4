// @vitest-environment jsdom
import type { MessageConfig } from '@seaside/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditMessageDialog } from './EditMessageDialog';

const backdrop = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;
const valueField = () => screen.getByRole('textbox', { name: /Message Value/ }) as HTMLTextAreaElement;

const config: MessageConfig = {
  _id: 'c1',
  key: 'intro_message',
  value: 'Welcome, {teamName}!',
  description: '',
  isActive: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: null,
};

function renderDialog() {
  const onClose = vi.fn();
  render(<EditMessageDialog config={config} saving={false} onClose={onClose} onSave={() => {}} onEmpty={() => {}} />);
  return onClose;
}

describe('EditMessageDialog', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('closes on Escape while untouched', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps an edited message on Escape and a backdrop click; Cancel still closes', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.type(valueField(), ' See you at the pier.');
    await user.keyboard('{Escape}');
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    expect(valueField().value).toBe('Welcome, {teamName}! See you at the pier.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
