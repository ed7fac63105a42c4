import { type ChatMessage, parseCommand } from '@seaside/contract';

/** A message on screen. `animate`: typed out (assistant text arriving now); history appears at once. */
export interface DisplayMessage extends ChatMessage {
  id: number;
  animate: boolean;
}

/**
 * The chat of product spec section 4. Initially: no chat data, not loading, the assistant
 * "typing" (the greeting is on its way). The user's message is shown at once; replies wait in
 * `pending` and are revealed one by one; a failed send rolls the user's message back.
 */
export interface ChatState {
  messages: DisplayMessage[];
  /** Replies received but not shown yet, in order. */
  pending: ChatMessage[];
  /** The id of the message being typed out, if any. */
  animatingId: number | null;
  /** A send is in flight. */
  loading: boolean;
  /** `start` has answered. */
  started: boolean;
  /** How many of `messages` came from the stored history (a "welcome back" divider follows them). */
  historyCount: number;
  nextId: number;
}

export const initialChatState: ChatState = {
  messages: [],
  pending: [],
  animatingId: null,
  loading: false,
  started: false,
  historyCount: 0,
  nextId: 1,
};

export type ChatAction =
  | { type: 'started'; history: ChatMessage[]; replies: ChatMessage[] }
  | { type: 'send'; text: string }
  | { type: 'sent'; replies: ChatMessage[] }
  | { type: 'sendFailed' }
  | { type: 'revealNext' }
  | { type: 'revealed'; id: number };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'started': {
      let nextId = state.nextId;
      const messages = action.history.map((m) => ({ ...m, id: nextId++, animate: false }));
      const pending = greetingToShow(action.history, action.replies);
      return { ...initialChatState, messages, pending, started: true, historyCount: messages.length, nextId };
    }
    case 'send': {
      const user: DisplayMessage = {
        role: 'user',
        content: action.text,
        messageType: 'text',
        id: state.nextId,
        animate: false,
      };
      return { ...state, messages: [...state.messages, user], loading: true, nextId: state.nextId + 1 };
    }
    case 'sent':
      return { ...state, loading: false, pending: [...state.pending, ...action.replies] };
    case 'sendFailed': {
      // Roll back the last user message (the one that failed).
      let index = state.messages.length - 1;
      while (index >= 0 && state.messages[index]?.role !== 'user') index--;
      const messages = index >= 0 ? state.messages.filter((_, i) => i !== index) : state.messages;
      return { ...state, messages, loading: false };
    }
    case 'revealNext': {
      const [next, ...rest] = state.pending;
      if (!next || state.animatingId !== null) return state;
      const animate = next.messageType === 'text';
      const shown: DisplayMessage = { ...next, id: state.nextId, animate };
      return {
        ...state,
        messages: [...state.messages, shown],
        pending: rest,
        animatingId: animate ? shown.id : null,
        nextId: state.nextId + 1,
      };
    }
    case 'revealed':
      return state.animatingId === action.id ? { ...state, animatingId: null } : state;
  }
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return (
    a.role === b.role &&
    a.content === b.content &&
    a.messageType === b.messageType &&
    a.metadata?.imageUrl === b.metadata?.imageUrl
  );
}

const isVoucher = (m: ChatMessage): boolean => m.messageType === 'voucher';

/** Whether `list` ends with the non-empty `tail`. */
function endsWith(list: readonly ChatMessage[], tail: readonly ChatMessage[]): boolean {
  if (tail.length === 0 || tail.length > list.length) return false;
  const offset = list.length - tail.length;
  return tail.every((m, i) => sameMessage(list[offset + i] as ChatMessage, m));
}

/**
 * The part of `start`'s greeting to type out after the history.
 *
 * A finished team's greeting is the final message and the vouchers, then the leaderboard
 * invitation while it is open. The stored step that finished the hunt already holds the final
 * message and the vouchers (with the summary and the invitation between them), and the team's
 * later messages may follow them. So when the greeting holds a voucher and the history holds one
 * too, the greeting up to its last voucher is not typed out again; what follows it (the open
 * invitation) still is, last, where the team's answer follows, unless the history already ends
 * with it (the team has just asked for it again with LEADERBOARD).
 *
 * Any other greeting (the intro, or welcome back and the current clue) is typed out whole.
 */
export function greetingToShow(history: readonly ChatMessage[], greeting: readonly ChatMessage[]): ChatMessage[] {
  let lastVoucher = greeting.length - 1;
  while (lastVoucher >= 0 && !isVoucher(greeting[lastVoucher] as ChatMessage)) lastVoucher--;
  if (lastVoucher < 0 || !history.some(isVoucher)) return [...greeting];
  const rest = greeting.slice(lastVoucher + 1);
  return endsWith(history, rest) ? [] : rest;
}

/** The assistant is "typing": before start answers, while a send is in flight, or while replies are being shown. */
export function isAssistantTyping(state: ChatState): boolean {
  return !state.started || state.loading || state.pending.length > 0 || state.animatingId !== null;
}

/** Delay before revealing the next reply: 60 ms before a voucher, 40 ms between messages. */
export function revealDelay(next: ChatMessage, voucherDelayMs: number, gapMs: number): number {
  return next.messageType === 'voucher' ? voucherDelayMs : gapMs;
}

export type ChatPhase = 'new' | 'playing' | 'paused' | 'finished';

/**
 * Where the team is, for the quick replies and the input's hint: not started, playing, paused, or
 * finished (vouchers shown). A team is paused when its last message is PAUSE, unless that message
 * came with the stored history and a greeting follows it: reopening the chat resumes a paused
 * team (`start`).
 */
export function chatPhase(messages: readonly ChatMessage[], historyCount: number): ChatPhase {
  if (messages.some((m) => m.messageType === 'voucher')) return 'finished';
  if (!messages.some((m) => m.role === 'user' && parseCommand(m.content) === 'START')) return 'new';
  let lastSent = messages.length - 1;
  while (messages[lastSent]?.role !== 'user') lastSent--;
  const greetedSince = lastSent < historyCount && messages.length > historyCount;
  return parseCommand(messages[lastSent]?.content ?? '') === 'PAUSE' && !greetedSince ? 'paused' : 'playing';
}
