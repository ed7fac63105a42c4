import { DASHBOARD_FORECAST_DAYS, type SummaryQuery, type SummaryResponse } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { addDays, venueDate, venueDayEnd, venueInstant } from '../../core/venue-time.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { HuntService } from '../hunt/hunt.service.js';
import { presentSummary } from './dashboard.presenter.js';

/**
 * The dashboard's figures (operations.md section 2), from SQL aggregates in the modules that own
 * the data: sales, cancellations and refunds from bookings, finished hunts from the hunt, the next
 * days' places from bookings' availability. A period is venue dates, both included.
 */
export class DashboardService {
  constructor(
    private readonly deps: AppDeps,
    private readonly bookings: BookingsService,
    private readonly hunt: HuntService,
  ) {}

  async summary(query: SummaryQuery): Promise<SummaryResponse> {
    const zone = this.deps.config.venueTimeZone;
    const from = venueInstant(query.from, '00:00', zone);
    const to = venueDayEnd(query.to, zone);
    const today = venueDate(this.deps.clock.now(), zone);
    const [sales, cancellations, finished, days] = await Promise.all([
      this.bookings.salesByWeek(from, to),
      this.bookings.cancellationsByWeek(from, to),
      this.hunt.finishedBetween(from, to),
      this.bookings.availability(this.deps.database.db, today, addDays(today, DASHBOARD_FORECAST_DAYS - 1)),
    ]);
    return presentSummary(query, { sales, cancellations, finished, days });
  }
}
