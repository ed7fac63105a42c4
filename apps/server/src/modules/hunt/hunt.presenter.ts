import type { ChatMessage } from '@seaside/contract';
import type { HuntMessageRow, NewHuntMessage } from './hunt.repository.js';

/** A stored transcript row as the chat message of the API. */
export function presentMessage(row: HuntMessageRow): ChatMessage {
  return {
    role: row.role,
    content: row.content,
    messageType: row.messageType,
    ...(row.metadata?.imageUrl ? { metadata: { imageUrl: row.metadata.imageUrl } } : {}),
  };
}

/** A chat message as a transcript row of `bookingId`. */
export function toMessageRow(bookingId: string, message: ChatMessage, now: Date): NewHuntMessage {
  return {
    bookingId,
    role: message.role,
    content: message.content,
    messageType: message.messageType,
    metadata: message.metadata?.imageUrl ? { imageUrl: message.metadata.imageUrl } : null,
    createdAt: now,
  };
}
