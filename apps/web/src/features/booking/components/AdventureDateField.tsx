import { MESSAGES } from '@seaside/contract';
import { type ComponentType, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLockedDates } from '../hooks/useLockedDates';
import type { HandoverRequest, Replay } from '../lib/date-field-handover';
import type { AdventureDatePickerProps } from './AdventureDatePicker';
import { LightDateField } from './LightDateField';

type PickerModule = typeof import('./AdventureDatePicker');
let picker: PickerModule | undefined;
let pickerLoading: Promise<PickerModule> | undefined;

/** Starts (once) fetching the MUI X picker (its chunk, dayjs and the calendar). */
export function loadPicker(): Promise<PickerModule> {
  pickerLoading ??= import('./AdventureDatePicker').then((mod) => {
    picker = mod;
    return mod;
  });
  return pickerLoading;
}

interface Pending {
  section: number;
  focus: boolean;
  open: boolean;
  replays: Replay[];
}

/** The picker's group of sections for the field `id` (labelled by its label). */
const pickerGroup = (id: string) =>
  document.querySelector<HTMLElement>(`[role="group"][aria-labelledby="${id}-label"]`);

/** Plays the visitor's input again in the focused section of the picker, one edit at a time. */
function replay(input: Replay) {
  const target = document.activeElement;
  if (!(target instanceof HTMLElement)) return;
  flushSync(() => {
    if (input.type === 'text') {
      // The same edit as the keyboard's: the picker reads it from its input event.
      document.execCommand('insertText', false, input.text);
    } else if (input.type === 'key') {
      target.dispatchEvent(new KeyboardEvent('keydown', { ...input.init, bubbles: true, cancelable: true }));
    } else {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text', input.text);
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }
  });
}

/** Gives the just mounted picker what the visitor did in the light field. */
function handOver(id: string, { section, focus, open, replays }: Pending) {
  const group = pickerGroup(id);
  if (!group) return;
  if (open) {
    const button = group.querySelector('button');
    button?.focus();
    button?.click();
    return;
  }
  if (!focus) return;
  const sections = group.querySelectorAll<HTMLElement>('[role="spinbutton"]');
  const target = sections[section] ?? sections[0];
  if (!target) return;
  flushSync(() => target.focus());
  for (const input of replays) replay(input);
}

/**
 * The "Date of adventure" field: a light field with the picker's look until the visitor uses it,
 * then the MUI X picker (AdventureDatePicker), which takes over the focus, the section and the
 * input the visitor started with. Rendering the picker is the longest task of the booking page on
 * a phone (docs/performance.md), and most of it is not needed until then.
 */
export function AdventureDateField(props: Omit<AdventureDatePickerProps, 'lockedDates'>) {
  const { id, onBlur } = props;
  // Fetched as the page opens; only this field renders again when they arrive.
  const lockedDates = useLockedDates();
  const [Picker, setPicker] = useState<ComponentType<AdventureDatePickerProps> | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const pending = useRef<Pending | null>(null);
  const handingOver = useRef(false);

  const onHandover = useCallback(
    (request: HandoverRequest) => {
      const waiting = pending.current;
      const next = waiting ?? { section: request.section ?? 0, focus: false, open: false, replays: [] };
      next.focus ||= Boolean(request.focus);
      next.open ||= Boolean(request.open);
      if (request.replay) next.replays.push(request.replay);
      pending.current = next;
      if (waiting) return;
      loadPicker().then(
        (mod) => {
          const field = pickerGroup(id);
          const hadFocus = Boolean(field?.contains(document.activeElement));
          handingOver.current = true;
          flushSync(() => setPicker(() => mod.AdventureDatePicker));
          handingOver.current = false;
          pending.current = null;
          handOver(id, { ...next, focus: next.focus || hadFocus });
        },
        (error: unknown) => setFailure({ error }),
      );
    },
    [id],
  );

  // Shown where the picker's chunk would have failed to load (the page's error boundary).
  if (failure) throw failure.error;
  if (Picker) return <Picker {...props} lockedDates={lockedDates} />;
  return (
    <LightDateField
      id={id}
      name={props.name}
      label={props.label}
      helperText={props.helperText}
      error={props.error}
      ready={() => picker !== undefined}
      onIntent={() => void loadPicker()}
      onHandover={onHandover}
      // As the picker does when it loses the focus without a date.
      onLeave={() => {
        if (!handingOver.current) onBlur(MESSAGES.booking.dateRequired);
      }}
    />
  );
}
