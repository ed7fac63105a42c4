import { DATE_FORMAT_TABLE, DATE_FORMAT_WIRE } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** "10 Jul 2026" for a YYYY-MM-DD date. */
export const displayDate = (date: string): string => dayjs(date).format(DATE_FORMAT_TABLE);
export const wireDate = (date: Dayjs): string => date.format(DATE_FORMAT_WIRE);
/** Before `today`, the venue's today (`venueToday`, YYYY-MM-DD), not the device's. */
export const isPast = (date: Dayjs, today: string): boolean => wireDate(date) < today;
