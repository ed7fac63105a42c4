// @vitest-environment jsdom
import type { Question } from '@seaside/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionFormDialog } from './QuestionFormDialog';

const backdrop = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;
const clueField = () => screen.getByRole('textbox', { name: /Clue/ }) as HTMLTextAreaElement;

function renderDialog(question: Question | null = null) {
  const onClose = vi.fn();
  render(
    <QuestionFormDialog
      open
      question={question}
      defaultSequence={4}
      submitting={false}
      onClose={onClose}
      onSubmit={() => {}}
    />,
  );
  return onClose;
}

describe('QuestionFormDialog', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('closes on Escape and a backdrop click while untouched', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps a typed clue on Escape and a backdrop click; Cancel still closes', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.type(clueField(), 'Where the clock strikes');
    await user.keyboard('{Escape}');
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    expect(clueField().value).toBe('Where the clock strikes');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps an edited question open on Escape', async () => {
    const user = userEvent.setup();
    const question = {
      _id: 'q1',
      clue: 'Old clue',
      answer: ['Pier'],
      trivia: 'Built in 1899.',
      hint: null,
      sequence: 2,
      isActive: true,
      isStart: false,
    } as unknown as Question;
    const onClose = renderDialog(question);
    await user.type(clueField(), ' changed');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
