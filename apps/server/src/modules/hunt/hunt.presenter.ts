import type { ChatMessage } from '@seaside/contract';
import type { HuntMessageRow } from './hunt.repository.js';

/** A stored transcript row as the chat message of the API. */
export function presentMessage(row: HuntMessageRow): ChatMessage {
  return {
    role: row.role,
    content: row.content,
    messageType: row.messageType,
    ...(row.metadata?.imageUrl ? { metadata: { imageUrl: row.metadata.imageUrl } } : {}),
  };
}
