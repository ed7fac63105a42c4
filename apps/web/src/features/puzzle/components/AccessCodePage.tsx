import { ACCESS_CODE_LENGTH, MESSAGES } from '@seaside/contract';
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { LineIcon } from '@/components/icons/LineIcons';
import { validateAccessCode } from '../api/validate-code';
import { fillBoxes, sanitiseCode } from '../lib/access-code';
import styles from './AccessCodePage.module.css';
import { PuzzleShell } from './PuzzleShell';

const EMPTY = Array.from({ length: ACCESS_CODE_LENGTH }, () => '');

/**
 * /puzzle/access: the 4-character code from the mission briefing (product spec sections 2, 5, 8).
 * Boxes take 0-9 and A-F (upper-cased); a paste fills them with its first four valid characters;
 * focus moves on as you type and back on Backspace. On success the browser goes to the token page.
 */
export function AccessCodePage() {
  const [boxes, setBoxes] = useState<string[]>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const code = boxes.join('');
  const complete = code.length === ACCESS_CODE_LENGTH;

  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(index, ACCESS_CODE_LENGTH - 1))];
    input?.focus();
    input?.select();
  };

  const put = (index: number, text: string) => {
    const { boxes: next, next: focus } = fillBoxes(boxes, index, text);
    setBoxes(next);
    setError(null);
    focusBox(focus);
  };

  const onChange = (index: number, raw: string) => {
    if (raw === '') {
      setBoxes((b) => b.map((v, i) => (i === index ? '' : v)));
      return;
    }
    // A whole code at once (autofill of one-time codes): fill every box.
    const whole = sanitiseCode(raw);
    if (whole.length === ACCESS_CODE_LENGTH && raw.trim().length >= ACCESS_CODE_LENGTH) {
      put(0, whole);
      return;
    }
    // Otherwise the box may briefly hold its old character plus the new one: keep the new one.
    const old = boxes[index];
    const typed = sanitiseCode(old && raw.length > 1 ? raw.replace(old, '') : raw);
    if (typed) put(index, typed);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = sanitiseCode(event.clipboardData.getData('text'));
    if (!pasted) return;
    const { boxes: next } = fillBoxes(EMPTY, 0, pasted);
    setBoxes(next);
    setError(null);
    focusBox(pasted.length >= ACCESS_CODE_LENGTH ? ACCESS_CODE_LENGTH - 1 : pasted.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (boxes[index]) {
        setBoxes((b) => b.map((v, i) => (i === index ? '' : v)));
      } else if (index > 0) {
        setBoxes((b) => b.map((v, i) => (i === index - 1 ? '' : v)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    const result = await validateAccessCode(code);
    if (result.ok) {
      window.location.assign(result.redirectUrl);
      return;
    }
    setBusy(false);
    setError(result.message);
    // The boxes are enabled again on the next render.
    setTimeout(() => focusBox(ACCESS_CODE_LENGTH - 1), 0);
  };

  return (
    <PuzzleShell>
      <div className={styles.wrap}>
        <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="access-title">
          <div className={styles.badge} aria-hidden="true">
            <KeyIcon />
          </div>
          <p className="ss-overline">Mission access</p>
          <h1 id="access-title" className={styles.title}>
            Enter your access code
          </h1>
          <p className={styles.lead}>
            You'll find the 4-character code in your mission briefing e-mail. Type it below to open your team's chat.
          </p>

          <fieldset className={styles.fieldset} aria-describedby="access-hint">
            <legend className="ss-visually-hidden">Access code</legend>
            <div className={styles.boxes}>
              {boxes.map((value, index) => (
                <input
                  // biome-ignore lint/suspicious/noArrayIndexKey: the four boxes are fixed positions
                  key={index}
                  ref={(el) => {
                    inputs.current[index] = el;
                  }}
                  className={styles.box}
                  value={value}
                  onChange={(e) => onChange(index, e.target.value)}
                  onKeyDown={(e) => onKeyDown(index, e)}
                  onPaste={onPaste}
                  onFocus={(e) => e.target.select()}
                  inputMode="text"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  spellCheck={false}
                  aria-label={`Character ${index + 1} of ${ACCESS_CODE_LENGTH}`}
                  aria-invalid={error ? true : undefined}
                  disabled={busy}
                />
              ))}
            </div>
            <p id="access-hint" className={styles.hint}>
              {MESSAGES.player.codeFormat}
            </p>
          </fieldset>

          {error ? (
            <div className={styles.alert} role="alert">
              <AlertIcon />
              <span>{error}</span>
            </div>
          ) : null}

          <button type="submit" className={`ss-btn ss-btn-primary ${styles.submit}`} disabled={!complete || busy}>
            {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {busy ? MESSAGES.player.validating : MESSAGES.player.startYourAdventure}
          </button>

          <p className={styles.footnote}>
            Got the briefing e-mail on this phone? Just tap the link in it: no code needed.
          </p>
        </form>
      </div>
    </PuzzleShell>
  );
}

function KeyIcon() {
  return (
    <LineIcon width="28" height="28" strokeWidth="1.8">
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3m-3 3 3 3m-6 0 2 2" />
    </LineIcon>
  );
}

function AlertIcon() {
  return (
    <LineIcon width="20" height="20">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5m0 3.2v.1" />
    </LineIcon>
  );
}
