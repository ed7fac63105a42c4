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
    const said = (content: string): ChatMessage => ({ role: 'user', content, messageType: 'text' });
    expect(chatPhase([text('intro')], 0)).toBe('new');
    expect(chatPhase([said('start!')], 0)).toBe('playing');
    expect(chatPhase([said('START'), text('Clue 1'), said(' pause. '), text('Take your time')], 0)).toBe('paused');
    expect(chatPhase([said('START'), said('PAUSE'), text('Take your time'), said('Resume')], 0)).toBe('playing');
    expect(chatPhase([said('START'), said('pause'), said('PAUSE'), text('Take your time')], 0)).toBe('paused');
    // Reopening the chat resumes a paused team: its greeting follows the stored PAUSE.
    const paused = [said('START'), said('PAUSE'), text('Take your time')];
    expect(chatPhase(paused, 3)).toBe('paused');
    expect(chatPhase([...paused, text('Welcome back!'), text('Clue 1')], 3)).toBe('playing');
    expect(chatPhase([said('START'), voucher], 0)).toBe('finished');
  });
});

describe('reopening a finished hunt', () => {
  // The messages as the hunt engine stores and sends them (hunt-engine.ts): the step that finishes
  // the hunt is [final, summary, invitation (on the adventure date), gift, bar]; the greeting of a
  // finished team is [final, gift, bar], plus the invitation last while it is open.
  const user = (content: string): ChatMessage => ({ role: 'user', content, messageType: 'text' });
  const finalText = text('Bravo!');
  const summary = text('You did it in 1 h 12 min with 2 hints and 3 wrong guesses. Your score: 1 h 22 min.');
  const invite = text('Want your team on the leaderboard? Reply with a team name (up to 24 characters), or NO.');
  const bar: ChatMessage = {
    role: 'assistant',
    content: 'Bar',
    messageType: 'voucher',
    metadata: { imageUrl: '/b.png' },
  };
  const played = [user('START'), text('Clue one'), user('Kemptown')];
  const finishedStep = [finalText, summary, voucher, bar];
  const invitedStep = [finalText, summary, invite, voucher, bar];
  const greeting = [finalText, voucher, bar];

  it.each([
    ['a team that was not invited', [...played, ...finishedStep]],
    ['a team that declined', [...played, ...invitedStep, user('no'), text('No problem. Thanks for playing!')]],
    [
      'a team that joined the board',
      [...played, ...invitedStep, user('The Gulls'), text("You're on the board as The Gulls: number 3 this month.")],
    ],
    [
      'a team whose invitation closed with its adventure day',
      [...played, ...invitedStep, user('The Gulls'), text('The leaderboard takes teams until the end of their day.')],
    ],
    [
      'a team that chatted on',
      [...played, ...finishedStep, user('thanks'), text("You've solved every clue, The Gulls!")],
    ],
  ])('does not type the final message and vouchers out again for %s', (_, history) => {
    const s = chatReducer(initialChatState, { type: 'started', history, replies: greeting });
    expect(s.pending).toEqual([]);
    expect(s.historyCount).toBe(history.length);
    expect(isAssistantTyping(s)).toBe(false);
  });

  it.each([
    ['that has just finished', [...played, ...invitedStep]],
    ['that sent a name the rules refuse', [...played, ...invitedStep, user('<b>'), text('Team names are 2 to 24…')]],
  ])('asks the open invitation of a team %s again last, without the final message and vouchers', (_, history) => {
    const s = chatReducer(initialChatState, { type: 'started', history, replies: [...greeting, invite] });
    expect(s.pending).toEqual([invite]);
  });

  it('does not ask the open invitation again when the conversation already ends with it', () => {
    const history = [...played, ...invitedStep, user('no'), text('No problem.'), user('LEADERBOARD'), invite];
    const s = chatReducer(initialChatState, { type: 'started', history, replies: [...greeting, invite] });
    expect(s.pending).toEqual([]);
  });

  it('types the ending out when the conversation does not hold it (a team that finished before transcripts)', () => {
    const s = chatReducer(initialChatState, { type: 'started', history: [], replies: greeting });
    expect(s.pending).toEqual(greeting);
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

  it('still greets a team in progress whose conversation ends with the same greeting (resumed after a pause)', () => {
    const welcome = text('Welcome back');
    const clue = text('Clue two');
    const history = [user('PAUSE'), text('Paused'), user('back'), welcome, clue];
    const s = chatReducer(initialChatState, { type: 'started', history, replies: [welcome, clue] });
    expect(s.pending).toEqual([welcome, clue]);
  });
});
