const DAY_MS = 86_400_000;

export interface CustomerRights {
  /** The booking's change deadline now (ISO), as the server answered it. */
  changeDeadline: string;
  /** The booking's cancel deadline now (ISO); null when cancelling is closed already. */
  cancelDeadline: string | null;
}

/**
 * What the customer could no longer do on their booking page once it moves from `current` to
 * `date`. The deadlines are whole hours before 00:00 venue time of the date, so they move by the
 * days between the dates (a daylight-saving change in between shifts them by an hour, which a
 * warning can bear).
 */
export function rightsLostByMove(
  current: string,
  date: string,
  rights: CustomerRights,
  now: Date,
): { change: boolean; cancel: boolean } {
  const shift = Date.parse(date) - Date.parse(current);
  const closedAt = (deadline: string) => now.getTime() >= Date.parse(deadline) + Math.round(shift / DAY_MS) * DAY_MS;
  return {
    change: closedAt(rights.changeDeadline),
    cancel: rights.cancelDeadline !== null && closedAt(rights.cancelDeadline),
  };
}

/** The warning shown before such a move, or null when the new date keeps both. */
export function moveWarning(lost: { change: boolean; cancel: boolean }): string | null {
  const what = [lost.change && 'changed', lost.cancel && 'cancelled'].filter(Boolean).join(' or ');
  return what ? `This date is close: once your booking is moved, it can no longer be ${what} online.` : null;
}
