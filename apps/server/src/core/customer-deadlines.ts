/** Until when a customer may change their own booking (booking-lifecycle.md sections 1 and 4). */
import { venueInstant } from './venue-time.js';

const HOUR_MS = 3_600_000;

export interface CutoffSettings {
  venueTimeZone: string;
  /** CHANGE_CUTOFF_HOURS */
  changeCutoffHours: number;
  /** REFUND_CUTOFF_HOURS */
  refundCutoffHours: number;
}

/** The last instants (exclusive) at which the customer may move the booking and cancel it with a refund. */
export interface CustomerDeadlines {
  change: Date;
  cancel: Date;
}

/** The cut-offs are whole hours before 00:00 venue time of the adventure date (booking-lifecycle.md section 1). */
export function customerDeadlines(date: string, settings: CutoffSettings): CustomerDeadlines {
  const midnight = venueInstant(date, '00:00', settings.venueTimeZone).getTime();
  return {
    change: new Date(midnight - settings.changeCutoffHours * HOUR_MS),
    cancel: new Date(midnight - settings.refundCutoffHours * HOUR_MS),
  };
}
