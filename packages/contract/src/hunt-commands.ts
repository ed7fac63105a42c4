/** The team's commands in the chat (server-behaviour section 5), read the same by the engine and the chat page. */
export type HuntCommand = 'START' | 'HINT' | 'PAUSE';

/**
 * What the chat's Resume button sends. Any message resumes a paused team; to a team already
 * playing (a phone that missed a teammate's resume), the engine repeats the clue instead of
 * grading it as a guess.
 */
export const RESUME_MESSAGE = 'Resume';

/** RESUME_MESSAGE in any case (surrounding spaces and a trailing "!", "." or "?" ignored). */
export function isResumeMessage(message: string): boolean {
  return commandWord(message) === RESUME_MESSAGE.toUpperCase();
}

/** The message as one upper-case word: surrounding spaces and a trailing "!", "." or "?" ignored. */
export function commandWord(message: string): string {
  return message
    .trim()
    .replace(/[.!?]+$/u, '')
    .trim()
    .toUpperCase();
}

/** START, HINT or PAUSE in any case (surrounding spaces and a trailing "!", "." or "?" ignored). */
export function parseCommand(message: string): HuntCommand | undefined {
  const word = commandWord(message);
  return word === 'START' || word === 'HINT' || word === 'PAUSE' ? word : undefined;
}
