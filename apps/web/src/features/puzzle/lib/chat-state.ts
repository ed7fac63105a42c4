import type { ChatMessage } from '@seaside/contract';

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
      // A finished team gets its final message and vouchers again: when the conversation already
      // ends with them, they are not typed out a second time.
      const pending = endsWith(action.history, action.replies) ? [] : action.replies;
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

/** Whether `list` ends with `tail` (a non-empty tail that contains a voucher: the end of a finished hunt). */
export function endsWith(list: readonly ChatMessage[], tail: readonly ChatMessage[]): boolean {
  if (tail.length === 0 || tail.length > list.length || !tail.some((m) => m.messageType === 'voucher')) return false;
  const offset = list.length - tail.length;
  return tail.every((m, i) => sameMessage(list[offset + i] as ChatMessage, m));
}

/** The assistant is "typing": before start answers, while a send is in flight, or while replies are being shown. */
export function isAssistantTyping(state: ChatState): boolean {
  return !state.started || state.loading || state.pending.length > 0 || state.animatingId !== null;
}

/** Delay before revealing the next reply: 60 ms before a voucher, 40 ms between messages. */
export function revealDelay(next: ChatMessage, voucherDelayMs: number, gapMs: number): number {
  return next.messageType === 'voucher' ? voucherDelayMs : gapMs;
}

export type ChatPhase = 'new' | 'playing' | 'finished';

/** Where the team is, for the quick replies: not started, playing, or finished (vouchers shown). */
export function chatPhase(messages: readonly ChatMessage[]): ChatPhase {
  if (messages.some((m) => m.messageType === 'voucher')) return 'finished';
  const started = messages.some((m) => m.role === 'user' && /^\s*start[.!?]*\s*$/i.test(m.content));
  return started ? 'playing' : 'new';
}
