import type { AuditEntityType } from '@seaside/contract';
import { clueOrderChange, fieldLabel, readableValue } from './audit-fields';

/** The kinds of operations.md section 6, as the filter names them. */
export const KIND_LABELS: Record<AuditEntityType, string> = {
  booking: 'Bookings',
  locked_date: 'Dates',
  question: 'Clues',
  config: 'Messages',
  capacity: 'Capacity',
  admin: 'Sign-ins',
};

/**
 * One changed field: its name, its label, and its value before and after, written for reading
 * (absent: no record on that side).
 */
export interface FieldChange {
  field: string;
  label: string;
  before?: string;
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as text: "—" for none, lists joined, records as compact JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.join(', ');
  }
  return JSON.stringify(value);
}

/**
 * The fields that differ between the record before and after the change; a record created or
 * removed has only its `after` or `before` values (its empty fields left out). Values that are
 * not records compare as one "value".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  // A reorder keeps the whole order on both sides; what staff want is what moved.
  if (isRecord(before) && isRecord(after) && Array.isArray(before.order) && Array.isArray(after.order)) {
    return [{ field: 'order', label: fieldLabel('order'), after: clueOrderChange(before.order, after.order) }];
  }
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null) && (before || after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields
      .filter((field) => showValue(b[field]) !== showValue(a[field]))
      .map((field) => ({
        field,
        label: fieldLabel(field),
        ...(before == null ? {} : { before: fieldValue(field, b[field]) }),
        ...(after == null ? {} : { after: fieldValue(field, a[field]) }),
      }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: 'value', label: fieldLabel('value'), before: showValue(before), after: showValue(after) }];
}

/** A field's value for reading: its natural form (pounds, a date, yes/no...) or the value as it is. */
export const fieldValue = (field: string, value: unknown): string => readableValue(field, value) ?? showValue(value);

/** "booking.change-date" → "Booking change date". */
export function actionText(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
