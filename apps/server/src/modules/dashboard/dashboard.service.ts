import { DASHBOARD_FORECAST_DAYS, type SummaryQuery, type SummaryResponse } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { addDays, venueDate, venueDayEnd, venueInstant } from '../../core/venue-time.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import { presentSummary } from './dashboard.presenter.js';
import { figuresByWeek } from './dashboard.repository.js';

/**
 * The dashboard's figures (operations.md section 2): sales, cancellations, refunds and finished
 * hunts from booking_figures (kept exact by triggers on bookings and hunt_progress), the next days'
 * places from bookings' availability. A period is venue dates, both included.
 */
export class DashboardService {
  constructor(
    private readonly deps: AppDeps,
    private readonly bookings: BookingsService,
  ) {}

  async summary(query: SummaryQuery): Promise<SummaryResponse> {
    const zone = this.deps.config.venueTimeZone;
    const { db } = this.deps.database;
    const today = venueDate(this.deps.clock.now(), zone);
    const [weeks, days] = await Promise.all([
      figuresByWeek(db, venueInstant(query.from, '00:00', zone), venueDayEnd(query.to, zone), zone),
      this.bookings.availability(db, today, addDays(today, DASHBOARD_FORECAST_DAYS - 1)),
    ]);
    return presentSummary(query, weeks, days);
  }
}
