// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/lib/testing';
import type { DisplayMessage } from '../../lib/chat-state';
import { ChatView } from './ChatView';

const chat = vi.hoisted(() => ({ messages: [] as DisplayMessage[], historyCount: 0 }));
vi.mock('../../hooks/useChat', () => ({
  useChat: () => ({
    ...chat,
    animatingId: null,
    loading: false,
    typing: false,
    started: true,
    startError: null,
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

describe('ChatView: the "Welcome back" divider of a reopened chat', () => {
  beforeEach(() => {
    stubResizeObserver();
    Element.prototype.scrollTo = () => {};
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

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
