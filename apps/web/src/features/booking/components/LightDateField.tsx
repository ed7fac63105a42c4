import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { type FocusEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { type HandoverRequest, inputReplay, keyReplay, sectionAt } from '../lib/date-field-handover';
import { FieldFrame } from './FieldFrame';
import styles from './LightDateField.module.css';

/**
 * The sections of DATE_FORMAT_PICKER (DD/MM/YYYY) with the texts and bounds the MUI X field gives
 * them (its en-US texts), so screen readers and the keyboard find the same field before and after.
 */
const SECTIONS = [
  { label: 'Day', placeholder: 'DD', min: 1, max: 31, after: '/' },
  { label: 'Month', placeholder: 'MM', min: 1, max: 12, after: '/' },
  { label: 'Year', placeholder: 'YYYY', min: 0, max: 9999, after: '' },
] as const;

export interface LightDateFieldProps {
  id: string;
  name: string;
  label: string;
  helperText: string;
  error?: string;
  /** Whether the picker's code is in (then it takes over within this event). */
  ready: () => boolean;
  /** The visitor is about to use the field: fetch the picker. */
  onIntent: () => void;
  /** The visitor uses the field: show the picker, with what they did. */
  onHandover: (request: HandoverRequest) => void;
  /** The focus left the field (still without a date). */
  onLeave: () => void;
}

const sectionOf = (target: EventTarget | null): number | null => {
  const index =
    target instanceof Element ? target.closest('[data-sectionindex]')?.getAttribute('data-sectionindex') : null;
  return index == null ? null : Number(index);
};

/** Selects a section's text, as the picker's field does when a section gets the focus. */
function selectContents(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * The "Date of adventure" field while the MUI X picker is not needed yet: the same markup, look and
 * focus order as the picker's empty field (day, month and year spin buttons, the calendar button),
 * drawn with plain CSS. The picker and its date library take about a third of a second of a phone's
 * main thread to start, so they are only loaded and shown once the visitor uses the field: a click
 * or tap, a key that edits, typed text or the calendar button are handed over to the picker, which
 * then carries on as if it had been there all along. Focusing the field with Tab alone changes
 * nothing but its look.
 */
export function LightDateField({
  id,
  name,
  label,
  helperText,
  error,
  ready,
  onIntent,
  onHandover,
  onLeave,
}: LightDateFieldProps) {
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const handover = useRef(onHandover);
  handover.current = onHandover;

  // Typed text (hardware and on-screen keyboards alike) arrives as beforeinput; React has no
  // plain listener for it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onBeforeInput = (event: InputEvent) => {
      const section = sectionOf(event.target);
      if (section === null) return;
      event.preventDefault();
      const replay = inputReplay(event.inputType, event.data);
      handover.current(replay ? { section, replay } : { section });
    };
    root.addEventListener('beforeinput', onBeforeInput);
    return () => root.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const sections = sectionsRef.current;
    const target = event.target as Node;
    if (event.button !== 0 || !sections || (!sections.contains(target) && target !== event.currentTarget)) return;
    const bounds = Array.from(sections.querySelectorAll('[data-sectionindex]'), (el) => el.getBoundingClientRect());
    const section = sectionOf(target) ?? sectionAt(event.clientX, bounds);
    // The section is chosen here, as the picker's own field does on mousedown. Without the picker
    // yet, the section takes the focus now (a phone shows its keyboard) until the picker is in.
    event.preventDefault();
    const now = ready();
    if (!now) sections.querySelectorAll<HTMLElement>('[role="spinbutton"]')[section]?.focus();
    onHandover({ section, focus: now });
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    onIntent();
    if (sectionOf(event.target) === null) return;
    setFocused(true);
    selectContents(event.target);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (sectionOf(event.target) !== null) {
      setFocused(false);
      window.getSelection()?.removeAllRanges();
    }
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) onLeave();
  };

  const invalid = Boolean(error);
  return (
    <FieldFrame id={id} labelId={`${id}-label`} label={label} required invalid={invalid} message={error ?? helperText}>
      <div className={styles.control}>
        {/* biome-ignore lint/a11y/useSemanticElements: the MUI X field's own markup (a group of spin buttons) */}
        <div
          ref={rootRef}
          role="group"
          aria-invalid={invalid}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-helper`}
          className={`${styles.root}${focused ? ` ${styles.focused}` : ''}${invalid ? ` ${styles.error}` : ''}`}
          onMouseDown={onMouseDown}
          onPointerEnter={onIntent}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={(event) => {
            const section = sectionOf(event.target);
            const replay = section === null ? null : keyReplay(event);
            if (section === null || !replay) return;
            event.preventDefault();
            onHandover({ section, replay });
          }}
          onPaste={(event) => {
            const section = sectionOf(event.target);
            if (section === null) return;
            event.preventDefault();
            onHandover({ section, replay: { type: 'paste', text: event.clipboardData.getData('text') } });
          }}
          onClick={(event) => {
            // The label's click arrives on the hidden input: the day takes the focus, as in the picker.
            if (!(event.target instanceof HTMLInputElement)) return;
            sectionsRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
            onHandover({ section: 0 });
          }}
        >
          <div ref={sectionsRef} className={styles.sections} contentEditable={false}>
            {SECTIONS.map((section, index) => (
              <span key={section.label} className={styles.section} data-sectionindex={index}>
                <span className={styles.separator} />
                <span
                  className={styles.content}
                  role="spinbutton"
                  aria-readonly={false}
                  aria-valuemin={section.min}
                  aria-valuemax={section.max}
                  aria-valuetext="Empty"
                  aria-label={section.label}
                  aria-disabled={false}
                  tabIndex={index === 0 ? 0 : -1}
                  contentEditable
                  suppressContentEditableWarning
                  spellCheck={false}
                  autoCapitalize="none"
                  autoCorrect="off"
                  inputMode="numeric"
                >
                  {section.placeholder}
                </span>
                <span className={styles.separator}>{section.after}</span>
              </span>
            ))}
          </div>
          <div className={styles.adornment}>
            <IconButton edge="end" aria-label="Choose date" onClick={() => onHandover({ open: true })}>
              <SvgIcon>
                <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />
              </SvgIcon>
            </IconButton>
          </div>
          <fieldset aria-hidden className={styles.outline}>
            <legend className={styles.legend}>
              <span className={`notranslate ${styles.legendText}`}>{'\u200b'}</span>
            </legend>
          </fieldset>
          <input
            className={styles.hiddenInput}
            id={id}
            name={name}
            aria-hidden
            tabIndex={-1}
            required
            defaultValue=""
          />
        </div>
      </div>
    </FieldFrame>
  );
}
