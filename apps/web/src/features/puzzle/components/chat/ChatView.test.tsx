// @vitest-environment jsdom
import { MESSAGES } from '@seaside/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/lib/testing';
import type { DisplayMessage } from '../../lib/chat-state';
import { ChatView } from './ChatView';

const chat = vi.hoisted(() => ({
  messages: [] as DisplayMessage[],
  historyCount: 0,
  loading: false,
  startError: null as string | null,
}));
vi.mock('../../hooks/useChat', () => ({
  useChat: () => ({
    ...chat,
    animatingId: null,
    typing: false,
    started: true,
    sendError: null,
    send: vi.fn(),
    revealed: vi.fn(),
    retryStart: vi.fn(),
    clearSendError: vi.fn(),
  }),
}));

let nextId = 0;
const said = (role: 'user' | 'assistant', content: string): DisplayMessage => ({
  role,
  content,
  messageType: 'text',
  id: nextId++,
  animate: false,
});

beforeEach(() => {
  chat.loading = false;
  chat.startError = null;
  stubResizeObserver();
  Element.prototype.scrollTo = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChatView: the "Welcome back" divider of a reopened chat', () => {
  it('introduces the greeting that follows the history', () => {
    chat.messages = [said('assistant', 'Clue two'), said('assistant', 'Welcome back!'), said('assistant', 'Clue two')];
    chat.historyCount = 1;
    render(<ChatView token="t" onForbidden={() => {}} />);
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });

  it('is left out when the reopened chat greets nothing new and the team simply carries on', () => {
    chat.messages = [said('assistant', 'Want your team on the leaderboard?'), said('user', 'Hurry & Co!')];
    chat.historyCount = 1;
    render(<ChatView token="t" onForbidden={() => {}} />);
    expect(screen.queryByText('Welcome back')).toBeNull();
  });
});

describe('ChatView: quick replies and the input hint follow the hunt', () => {
  const quickReplies = () =>
    screen
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((label) => label && label !== '×');

  it('offers Resume, not Pause, to a paused team, and Hint and Pause once it plays again', () => {
    chat.historyCount = 0;
    chat.messages = [
      said('user', 'START'),
      said('assistant', 'Clue one'),
      said('user', 'PAUSE'),
      said('assistant', 'Enjoy!'),
    ];
    render(<ChatView token="t" onForbidden={() => {}} />);
    expect(quickReplies()).toContain('Resume');
    expect(quickReplies()).not.toContain('Pause');
    expect(screen.getByPlaceholderText('Type anything to carry on')).toBeTruthy();
    cleanup();

    chat.messages = [...chat.messages, said('user', 'Resume'), said('assistant', 'Welcome back!')];
    render(<ChatView token="t" onForbidden={() => {}} />);
    expect(quickReplies()).toEqual(expect.arrayContaining(['Hint', 'Pause']));
    expect(screen.getByPlaceholderText('Type your answer, HINT or PAUSE')).toBeTruthy();
  });

  it('asks for START first and for no command once the hunt is over', () => {
    chat.historyCount = 0;
    chat.messages = [said('assistant', 'Welcome, team!')];
    render(<ChatView token="t" onForbidden={() => {}} />);
    expect(quickReplies()).toContain('Start the hunt');
    expect(screen.getByPlaceholderText('Type START to begin')).toBeTruthy();
    cleanup();

    chat.messages = [
      said('user', 'START'),
      { ...said('assistant', 'Gift'), messageType: 'voucher', metadata: { imageUrl: '/v.png' } },
    ];
    render(<ChatView token="t" onForbidden={() => {}} />);
    expect(screen.getByPlaceholderText('Type a message')).toBeTruthy();
  });
});

describe('ChatView: a chat that could not open', () => {
  it('says so with Try again, and the input waits for it instead of a guide who is typing', () => {
    chat.messages = [];
    chat.historyCount = 0;
    chat.loading = true;
    chat.startError = MESSAGES.player.startFailed;
    render(<ChatView token="t" onForbidden={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.player.startFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Not connected')).toBeTruthy();
    cleanup();

    chat.startError = null;
    render(<ChatView token="t" onForbidden={() => {}} />);
    expect(screen.getByPlaceholderText('Your guide is typing…')).toBeTruthy();
  });
});
