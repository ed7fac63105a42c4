import type { ChatMessage } from '@seaside/contract';

/** A stored transcript message as the chat message of the API (only its fields, metadata only with an image). */
export function presentMessage(message: ChatMessage): ChatMessage {
  return {
    role: message.role,
    content: message.content,
    messageType: message.messageType,
    ...(message.metadata?.imageUrl ? { metadata: { imageUrl: message.metadata.imageUrl } } : {}),
  };
}
