import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings } from '../../db/schema.js';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export async function insertBooking(db: DbOrTx, values: NewBooking): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function findBookingById(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function findBookingByAccessToken(db: DbOrTx, token: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.accessToken, token));
  return row;
}

/** A live booking of `date` holding `code` (codes are unique per date among live bookings). */
export async function findLiveBookingByCode(db: DbOrTx, date: string, code: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.registrationDate, date), eq(bookings.accessCode, code), isNull(bookings.deletedAt)));
  return row;
}

/** Whether a paid, live booking exists for this e-mail (any case) and date. */
export async function hasPaidBooking(db: DbOrTx, email: string, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        sql`lower(${bookings.email}) = lower(${email})`,
        eq(bookings.registrationDate, date),
        eq(bookings.isPaymentSuccessful, true),
        isNull(bookings.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks a booking paid only if it is not yet: the conditional update is what makes payment
 * confirmation happen exactly once, however many webhooks and return visits race.
 */
export async function markPaidIfUnpaid(db: DbOrTx, id: string, now: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ isPaymentSuccessful: true, paidAt: now, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.isPaymentSuccessful, false)))
    .returning();
  return row;
}

/** Access codes already used by live bookings of `date`. */
export async function liveCodesOnDate(db: DbOrTx, date: string, exceptId?: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: bookings.accessCode, id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.registrationDate, date), isNull(bookings.deletedAt)));
  return new Set(rows.filter((r) => r.code && r.id !== exceptId).map((r) => r.code as string));
}

export async function setAccessCredentials(
  db: DbOrTx,
  id: string,
  credentials: { accessToken?: string; accessCode: string },
  now: Date,
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ ...credentials, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}
