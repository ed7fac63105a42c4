import { CHAT_INPUT_MAX_ROWS, CHAT_MESSAGE_MAX_LENGTH } from '@seaside/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import styles from './Composer.module.css';

const LINE_HEIGHT_PX = 24;
const PADDING_PX = 20;

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  /** While loading or while the assistant types (product spec section 4). */
  disabled: boolean;
  /** What to type now (START, an answer, anything to resume…), or why nothing can be typed. */
  placeholder: string;
}

/** The 1-4 line message input: Enter sends, Shift+Enter adds a line. */
export function Composer({ value, onChange, onSend, disabled, placeholder }: Props) {
  const input = useRef<HTMLTextAreaElement>(null);
  /** The player sent from the input: give it the focus back afterwards. */
  const refocus = useRef(false);
  const text = value.trim();

  // Grow with the text, from 1 to 4 lines, then scroll inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the text changes
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    const max = CHAT_INPUT_MAX_ROWS * LINE_HEIGHT_PX + PADDING_PX;
    el.style.height = `${Math.min(el.scrollHeight, max)}px`;
    el.style.overflowY = el.scrollHeight > max ? 'auto' : 'hidden';
  }, [value]);

  // Give the focus back when the input is enabled again, if the player was typing.
  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [disabled]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || !text) return;
    refocus.current = document.activeElement === input.current;
    onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const remaining = CHAT_MESSAGE_MAX_LENGTH - value.length;
  return (
    <form className={styles.composer} onSubmit={send}>
      <label htmlFor="chat-input" className="ss-visually-hidden">
        Your message
      </label>
      <textarea
        ref={input}
        id="chat-input"
        className={styles.input}
        rows={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        disabled={disabled}
        enterKeyHint="send"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
      />
      {remaining <= 100 ? (
        <span className={styles.counter} aria-live="polite">
          {remaining}
        </span>
      ) : null}
      <button
        type="submit"
        className={styles.send}
        disabled={disabled || !text}
        aria-label="Send"
        // A tap on Send leaves the focus in the input, so a phone keeps its keyboard open, as with Enter.
        onMouseDown={(event) => event.preventDefault()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
          <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" />
        </svg>
      </button>
    </form>
  );
}
