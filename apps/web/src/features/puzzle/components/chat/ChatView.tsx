import { RESUME_MESSAGE } from '@seaside/contract';
import { Fragment, useEffect, useRef, useState } from 'react';
import { LineIcon } from '@/components/icons/LineIcons';
import { useAutoFollow } from '../../hooks/useAutoFollow';
import { useChat } from '../../hooks/useChat';
import { chatPhase } from '../../lib/chat-state';
import styles from './ChatView.module.css';
import { Composer } from './Composer';
import { MessageBubble, TypingBubble } from './MessageBubble';

/** The quick replies and the input's hint of each phase of the hunt. */
const PHASES = {
  new: { quickReplies: [{ label: 'Start the hunt', message: 'START' }], placeholder: 'Type START to begin' },
  playing: {
    quickReplies: [
      { label: 'Hint', message: 'HINT' },
      { label: 'Pause', message: 'PAUSE' },
    ],
    placeholder: 'Type your answer, HINT or PAUSE',
  },
  // Any message but PAUSE resumes a paused team, and is not graded unless it is the answer.
  paused: { quickReplies: [{ label: 'Resume', message: RESUME_MESSAGE }], placeholder: 'Type anything to carry on' },
  finished: { quickReplies: [], placeholder: 'Type a message' },
} as const;

/** The hunt's chat (product spec sections 2 and 4), as a phone messaging screen. */
export function ChatView({ token, onForbidden }: { token: string; onForbidden: (message: string) => void }) {
  const chat = useChat({ token, onForbidden });
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { atBottom, jumpToLatest } = useAutoFollow(scroller, content);
  const [draft, setDraft] = useState('');
  const inputDisabled = chat.loading || chat.typing;
  const phase = PHASES[chatPhase(chat.messages, chat.historyCount)];
  const showTyping = chat.typing && chat.animatingId === null && !chat.startError;

  const submit = async (text: string, fromComposer: boolean) => {
    if (fromComposer) setDraft('');
    jumpToLatest();
    const ok = await chat.send(text);
    // On failure the message was rolled back: give the text back to the input.
    if (!ok && fromComposer) setDraft((current) => current || text);
  };

  // A new message of the reader always brings the view down to it.
  const count = chat.messages.length;
  const lastRole = chat.messages.at(-1)?.role;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message is added
  useEffect(() => {
    if (lastRole === 'user') jumpToLatest();
  }, [count]);

  return (
    <div className={styles.chat}>
      {/* Focusable so the conversation can be scrolled with the keyboard (arrows, Page Up/Down). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div ref={scroller} className={styles.scroller} tabIndex={0}>
        <div
          ref={content}
          className={styles.log}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label="Hunt conversation"
        >
          <p className={styles.dayMarker}>
            <span>Today's mission</span>
          </p>
          {chat.messages.map((m, i) => (
            <Fragment key={m.id}>
              <MessageBubble
                message={m}
                animating={chat.animatingId === m.id}
                onRevealed={chat.revealed}
                firstOfGroup={chat.messages[i - 1]?.role !== m.role || i === chat.historyCount}
              />
              {/* The divider introduces the greeting of a reopened chat; none when it greets nothing new. */}
              {i === chat.historyCount - 1 && chat.messages[i + 1]?.role === 'assistant' ? (
                <p className={styles.dayMarker}>
                  <span>Welcome back</span>
                </p>
              ) : null}
            </Fragment>
          ))}
          {showTyping ? <TypingBubble /> : null}
          {chat.startError ? (
            <div className={styles.inlineError} role="alert">
              <span>{chat.startError}</span>
              <button type="button" className={styles.linkButton} onClick={chat.retryStart}>
                Try again
              </button>
            </div>
          ) : null}
        </div>
      </div>

      {!atBottom ? (
        <button type="button" className={styles.jump} onClick={jumpToLatest} aria-label="Jump to the latest message">
          <LineIcon width="20" height="20" strokeWidth="2.2">
            <path d="M12 5v14m-6-6 6 6 6-6" />
          </LineIcon>
        </button>
      ) : null}

      <div className={styles.dock}>
        {chat.sendError ? (
          <div className={styles.sendError} role="alert">
            <span>{chat.sendError}</span>
            <button type="button" className={styles.dismiss} onClick={chat.clearSendError} aria-label="Dismiss">
              ×
            </button>
          </div>
        ) : null}
        {phase.quickReplies.length > 0 ? (
          <div className={styles.quick}>
            {phase.quickReplies.map((q) => (
              <button
                key={q.message}
                type="button"
                className={styles.chip}
                disabled={inputDisabled}
                onClick={() => submit(q.message, false)}
              >
                {q.label}
              </button>
            ))}
          </div>
        ) : null}
        <Composer
          value={draft}
          onChange={setDraft}
          onSend={(text) => submit(text, true)}
          disabled={inputDisabled}
          placeholder={chat.startError ? 'Not connected' : inputDisabled ? 'Your guide is typing…' : phase.placeholder}
        />
      </div>
    </div>
  );
}
