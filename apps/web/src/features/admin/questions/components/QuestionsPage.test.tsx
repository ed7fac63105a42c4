// @vitest-environment jsdom
import type { Question } from '@seaside/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionsPage } from './QuestionsPage';

const question = (n: number) =>
  ({
    _id: `q${n}`,
    clue: `Clue ${n}`,
    answer: ['Pier'],
    trivia: 'Trivia',
    hint: null,
    sequence: n,
    isActive: true,
    isStart: n === 1,
  }) as unknown as Question;

// The page as it is after a drag: an order not saved yet.
vi.mock('../hooks/useQuestionsPage', () => ({
  useQuestionsPage: () => ({
    filter: 'all',
    setFilter: () => {},
    rows: [1, 2, 3].map(question),
    loading: false,
    loadFailed: false,
    fetching: false,
    refetch: () => {},
    reorderEnabled: true,
    unsaved: true,
    savingOrder: false,
    handleMove: () => {},
    resetOrder: () => {},
    clearFilters: () => {},
    saveOrder: () => {},
    busyIds: new Set(),
    handleToggle: () => {},
    dialog: { mode: 'closed' },
    setDialog: () => {},
    defaultSequence: 4,
    submitting: false,
    handleSubmit: () => {},
    toDelete: null,
    setToDelete: () => {},
    handleDelete: () => {},
    deleting: false,
  }),
}));

describe('QuestionsPage', () => {
  afterEach(cleanup);

  it('keeps the unsaved order bar in view: after the list, stuck to the foot of the screen', () => {
    render(<QuestionsPage />);
    const bar = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes("You have unsaved changes to the question order. Don't forget to save!"));
    if (!bar) throw new Error('no unsaved order bar');
    // After the last row in the flow, so it never covers it...
    const lastRow = screen.getByText('Clue 3');
    expect(lastRow.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // ...and sticky at the bottom, so it stays on screen while the list runs below the fold.
    const style = getComputedStyle(bar);
    expect(style.position).toBe('sticky');
    expect(style.bottom).toBe('12px');
  });
});
