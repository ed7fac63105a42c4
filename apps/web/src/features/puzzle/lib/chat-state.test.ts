import type { ChatMessage } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { chatPhase, chatReducer, initialChatState, isAssistantTyping, revealDelay } from './chat-state';

const text = (content: string): ChatMessage => ({ role: 'assistant', content, messageType: 'text' });
const voucher: ChatMessage = {
  role: 'assistant',
  content: 'Gift',
  messageType: 'voucher',
  metadata: { imageUrl: '/v.png' },
};

describe('chatReducer', () => {
  it('starts with no data, not loading, the assistant typing', () => {
    expect(initialChatState.messages).toEqual([]);
    expect(initialChatState.loading).toBe(false);
    expect(isAssistantTyping(initialChatState)).toBe(true);
  });

  it('shows the history at once and queues the greeting', () => {
    const s = chatReducer(initialChatState, {
      type: 'started',
      history: [{ role: 'user', content: 'START', messageType: 'text' }],
      replies: [text('Welcome back')],
    });
    expect(s.messages.map((m) => [m.content, m.animate])).toEqual([['START', false]]);
    expect(s.pending).toHaveLength(1);
    expect(isAssistantTyping(s)).toBe(true);
  });

  it('reveals replies one by one: text typed out, vouchers at once', () => {
    let s = chatReducer(initialChatState, { type: 'started', history: [], replies: [text('a'), voucher, text('b')] });
    s = chatReducer(s, { type: 'revealNext' });
    expect(s.animatingId).toBe(s.messages[0]?.id);
    // Nothing else is revealed while one is typing.
    expect(chatReducer(s, { type: 'revealNext' })).toBe(s);
    s = chatReducer(s, { type: 'revealed', id: s.animatingId as number });
    s = chatReducer(s, { type: 'revealNext' });
    expect(s.messages[1]).toMatchObject({ messageType: 'voucher', animate: false });
    expect(s.animatingId).toBeNull();
    s = chatReducer(s, { type: 'revealNext' });
    s = chatReducer(s, { type: 'revealed', id: s.animatingId as number });
    expect(s.messages.map((m) => m.content)).toEqual(['a', 'Gift', 'b']);
    expect(isAssistantTyping(s)).toBe(false);
  });

  it('adds the user message at once and rolls it back when the send fails', () => {
    let s = chatReducer(initialChatState, { type: 'started', history: [], replies: [] });
    s = chatReducer(s, { type: 'send', text: 'Clock Tower' });
    expect(s.messages.at(-1)).toMatchObject({ role: 'user', content: 'Clock Tower' });
    expect(s.loading).toBe(true);
    expect(isAssistantTyping(s)).toBe(true);
    s = chatReducer(s, { type: 'sendFailed' });
    expect(s.messages).toEqual([]);
    expect(s.loading).toBe(false);
    expect(isAssistantTyping(s)).toBe(false);
  });

  it('queues the replies of a send', () => {
    let s = chatReducer(initialChatState, { type: 'started', history: [], replies: [] });
    s = chatReducer(s, { type: 'send', text: 'HINT' });
    s = chatReducer(s, { type: 'sent', replies: [text('Hint: look up')] });
    expect(s.loading).toBe(false);
    expect(s.pending).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('waits 60 ms before a voucher and 40 ms before other messages', () => {
    expect(revealDelay(voucher, 60, 40)).toBe(60);
    expect(revealDelay(text('x'), 60, 40)).toBe(40);
  });

  it('knows the phase of the game', () => {
    expect(chatPhase([text('intro')])).toBe('new');
    expect(chatPhase([{ role: 'user', content: 'start!', messageType: 'text' }])).toBe('playing');
    expect(chatPhase([voucher])).toBe('finished');
  });
});

describe('reopening a finished hunt', () => {
  const finalText = text('Bravo!');
  const bar: ChatMessage = {
    role: 'assistant',
    content: 'Bar',
    messageType: 'voucher',
    metadata: { imageUrl: '/b.png' },
  };

  it('does not type the final message and vouchers again when the conversation already ends with them', () => {
    const history = [
      { role: 'user', content: 'Kemptown', messageType: 'text' } as ChatMessage,
      finalText,
      voucher,
      bar,
    ];
    const s = chatReducer(initialChatState, { type: 'started', history, replies: [finalText, voucher, bar] });
    expect(s.pending).toEqual([]);
    expect(s.historyCount).toBe(4);
    expect(isAssistantTyping(s)).toBe(false);
  });

  it('still greets a team in progress (welcome back and the clue it already saw)', () => {
    const clue = text('Clue two');
    const s = chatReducer(initialChatState, {
      type: 'started',
      history: [clue],
      replies: [text('Welcome back'), clue],
    });
    expect(s.pending).toHaveLength(2);
  });
});
