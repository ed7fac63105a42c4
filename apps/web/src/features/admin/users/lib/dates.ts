import { DATE_FORMAT_TABLE, DATE_FORMAT_WIRE } from '@seaside/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** "10 Jul 2026" for a YYYY-MM-DD date. */
export const displayDate = (date: string): string => dayjs(date).format(DATE_FORMAT_TABLE);
export const wireDate = (date: Dayjs): string => date.format(DATE_FORMAT_WIRE);
export const todayWire = (): string => dayjs().format(DATE_FORMAT_WIRE);
export const isPast = (date: Dayjs): boolean => date.isBefore(dayjs(), 'day');
