import { TYPEWRITER_MS_PER_CHAR, VOUCHER_DOWNLOAD_FILENAME } from '@seaside/contract';
import { memo, useEffect, useMemo, useState } from 'react';
import { Logo } from '@/components/brand/Logo';
import { LineIcon } from '@/components/icons/LineIcons';
import type { DisplayMessage } from '../../lib/chat-state';
import { downloadImage, isIOS } from '../../lib/device';
import styles from './MessageBubble.module.css';

interface Props {
  message: DisplayMessage;
  animating: boolean;
  onRevealed: (id: number) => void;
  /** First of a run of messages from the same side (shows the avatar). */
  firstOfGroup: boolean;
}

/** One chat message: text (typed out when it just arrived) or a voucher image. Always rendered as text, never HTML. */
export const MessageBubble = memo(function MessageBubble({ message, animating, onRevealed, firstOfGroup }: Props) {
  const mine = message.role === 'user';
  return (
    <div className={`${styles.row} ${mine ? styles.mine : styles.theirs} ${firstOfGroup ? styles.first : ''}`}>
      {!mine ? (
        <span className={styles.avatar} aria-hidden="true">
          {firstOfGroup ? <Logo size={30} title="" /> : null}
        </span>
      ) : null}
      {message.messageType === 'voucher' ? (
        <Voucher message={message} />
      ) : (
        <div className={styles.bubble}>
          <span className="ss-visually-hidden">{mine ? 'You: ' : 'Guide: '}</span>
          {animating ? (
            <Typewriter text={message.content} onDone={() => onRevealed(message.id)} />
          ) : (
            <span className={styles.text}>
              <RichText text={message.content} />
            </span>
          )}
        </div>
      )}
    </div>
  );
});

/** Lead-ins of the engine's replies, shown in bold. */
const LEAD_INS = ['Hint: ', 'Did you know? '];

/** `shown` (a prefix of `text`, default all of it) with a known lead-in in bold. Plain text only. */
function RichText({ text, shown = text }: { text: string; shown?: string }) {
  const lead = LEAD_INS.find((l) => text.startsWith(l));
  if (!lead) return <>{shown}</>;
  return (
    <>
      <strong className={styles.lead}>{shown.slice(0, lead.length)}</strong>
      {shown.slice(lead.length)}
    </>
  );
}

/** Types `text` out at 20 ms per character (time-based, so a background tab catches up at once). */
function Typewriter({ text, onDone }: { text: string; onDone: () => void }) {
  const chars = useMemo(() => Array.from(text), [text]);
  const [shown, setShown] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the animation runs once per text
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || chars.length === 0) {
      setShown(chars.length);
      onDone();
      return;
    }
    const started = performance.now();
    let timer = 0;
    const tick = () => {
      const n = Math.min(chars.length, Math.floor((performance.now() - started) / TYPEWRITER_MS_PER_CHAR) + 1);
      setShown(n);
      if (n >= chars.length) onDone();
      else timer = window.setTimeout(tick, TYPEWRITER_MS_PER_CHAR);
    };
    timer = window.setTimeout(tick, TYPEWRITER_MS_PER_CHAR);
    return () => window.clearTimeout(timer);
  }, [chars]);

  return (
    <>
      {/* Screen readers get the whole message once; the typing is visual only. */}
      <span className="ss-visually-hidden">{text}</span>
      <span className={styles.text} aria-hidden="true">
        <RichText text={text} shown={chars.slice(0, shown).join('')} />
        {shown < chars.length ? <span className={styles.caret} /> : null}
      </span>
    </>
  );
}

function Voucher({ message }: { message: DisplayMessage }) {
  const url = message.metadata?.imageUrl ?? '';
  const [canDownload] = useState(() => !isIOS());
  const [failed, setFailed] = useState(false);
  return (
    <figure className={styles.voucher}>
      {failed ? (
        <div className={styles.voucherMissing}>{message.content}</div>
      ) : (
        <img className={styles.voucherImage} src={url} alt={message.content} onError={() => setFailed(true)} />
      )}
      <figcaption className={styles.voucherCaption}>
        <span>{message.content}</span>
        {canDownload && !failed ? (
          <button
            type="button"
            className={styles.download}
            onClick={() => downloadImage(url, VOUCHER_DOWNLOAD_FILENAME)}
          >
            <LineIcon width="18" height="18">
              <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
            </LineIcon>
            Download
          </button>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** The assistant is typing. */
export function TypingBubble() {
  return (
    <div className={`${styles.row} ${styles.theirs} ${styles.first}`}>
      <span className={styles.avatar} aria-hidden="true">
        <Logo size={30} title="" />
      </span>
      <div className={`${styles.bubble} ${styles.typing}`} role="status">
        <span className="ss-visually-hidden">The guide is typing</span>
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </div>
    </div>
  );
}
