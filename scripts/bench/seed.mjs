/**
 * Bench data, seeded with set-based SQL (generate_series), fast enough for a million bookings:
 *
 * - `bookings` bookings spread evenly over a year of adventure dates (182 days back, 182 ahead of
 *   today at the venue): 95 % paid with an access token and code, 10 % from partners, 1 % deleted,
 *   past paid ones mostly completed, each online booking with its payment session;
 * - the demo hunt (10 clues and the message configs, as at a first start);
 * - `teams` active teams for today (paid, with token and code, hunt in progress at the first clue
 *   with a short transcript), plus `warmupTeams` more used only to warm the chat up;
 * - a locked date every 17 days.
 *
 * Tokens and codes are deterministic (they are read back for the load), not secret.
 */
import { randomBytes } from 'node:crypto';

/** Runs SQL on the opened database (node-postgres pool or PGlite), returning rows. */
export async function query(database, text) {
  if (database.kind === 'postgres') return (await database.pool.query(text)).rows;
  return (await database.pglite.query(text)).rows;
}

async function exec(database, text) {
  if (database.kind === 'postgres') await database.pool.query(text);
  else await database.pglite.exec(text);
}

export const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Mary',
  'Tom',
  'Priya',
  'Kwame',
  'Sofia',
  'Liam',
  'Chloe',
  'Noah',
  'Isla',
  'Omar',
  'Freya',
  'Jack',
  'Amelia',
  'Ravi',
  'Zara',
  'Owen',
  'Maya',
];
export const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Shelley',
  'Jones',
  'Patel',
  'Mensah',
  'Rossi',
  'Murphy',
  'Evans',
  'Walker',
  'Hughes',
  'Khan',
  'Wright',
  'Taylor',
  'Green',
  'Singh',
  'Ahmed',
  'Price',
  'Bell',
];
const sqlArray = (items) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

/**
 * Seeds everything after the migrations and the app's own seed (demo hunt, configs) have run.
 * `today` is YYYY-MM-DD at the venue. Returns a summary with row counts.
 */
export async function seedBench(database, { bookings, today, teams, warmupTeams }) {
  const days = 365;
  const firstDay = `'${today}'::date - 182`;
  // A run id keeps tokens unique across re-seeds of the same database.
  const run = randomBytes(4).toString('hex');

  // The bulk insert skips the per-row trigger that keeps booking_day_counts; the counts are
  // rebuilt in one statement afterwards (what migration 0001 does for existing bookings).
  await exec(
    database,
    `
    alter table bookings disable trigger user;
    insert into bookings (id, full_name, email, team_member_count, registration_date, booking_source,
      amount_pence, is_payment_successful, paid_at, quiz_status, completed_at, access_token, access_code,
      deleted_at, created_at, updated_at)
    select
      md5('${run}-b-' || i)::uuid,
      (${sqlArray(FIRST_NAMES)})[1 + i % 20] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (i / 20) % 20],
      'guest' || i || '@example.com',
      2 + i % 7,
      d,
      case when i % 10 = 0 then 'PARTNER' else 'DIRECT' end,
      case when i % 10 = 0 then 0 else (2 + i % 7) * 1000 end,
      paid,
      case when paid then created end,
      case when paid and d < '${today}'::date and i % 8 <> 0 then 'completed' else 'pending' end,
      case when paid and d < '${today}'::date and i % 8 <> 0 then d + time '15:00' end,
      case when paid then 'bk${run}' || md5('${run}-t-' || i) end,
      case when paid then upper(lpad(to_hex(i / ${days}), 4, '0')) end,
      case when i % 100 = 37 then created + interval '2 days' end,
      created,
      created
    from (
      select i,
        ${firstDay} + (i % ${days}) as d,
        i % 20 <> 7 as paid,
        (${firstDay} + (i % ${days}))::timestamptz - interval '1 day' * (1 + i % 60) - interval '1 second' * (i % 86400) as created
      from generate_series(1, ${bookings}) as i
    ) s;

    insert into payment_sessions (booking_id, provider, provider_session_id, status, amount_pence, currency,
      checkout_url, expires_at, completed_at, created_at, updated_at)
    select id, 'local', 'lcs_bench_' || replace(id::text, '-', ''),
      case when is_payment_successful then 'paid' else 'expired' end,
      amount_pence, 'GBP', 'http://127.0.0.1/checkout/local/' || id, created_at + interval '30 minutes',
      paid_at, created_at, created_at
    from bookings where booking_source = 'DIRECT';

    insert into bookings (id, full_name, email, team_member_count, registration_date, booking_source,
      amount_pence, is_payment_successful, paid_at, access_token, access_code, created_at, updated_at)
    select md5('${run}-team-' || k)::uuid,
      'Team ' || (${sqlArray(LAST_NAMES)})[1 + k % 20] || ' ' || k,
      'team' || k || '@example.com',
      2 + k % 7, '${today}'::date, 'DIRECT', (2 + k % 7) * 1000, true, now() - interval '3 days',
      'tm${run}' || md5('${run}-team-' || k),
      upper(to_hex(40960 + k)),
      now() - interval '3 days', now() - interval '3 days'
    from generate_series(1, ${teams + warmupTeams}) as k;

    insert into hunt_progress (booking_id, state, current_question_id, started_at, created_at, updated_at)
    select b.id, 'playing', q.id, now() - interval '5 minutes', now() - interval '6 minutes', now() - interval '5 minutes'
    from bookings b,
      (select id from questions where is_active order by is_start desc, sequence, created_at, id limit 1) q
    where b.email like 'team%@example.com' and b.registration_date = '${today}'::date;

    insert into hunt_turns (booking_id, messages, created_at)
    select b.id, t.messages::jsonb, now() - interval '5 minutes' + t.n * interval '10 seconds'
    from bookings b,
      (values (1, '[{"role":"user","content":"START","messageType":"text"},{"role":"assistant","content":"Here is your first clue.","messageType":"text"}]'),
              (2, '[{"role":"user","content":"the pier","messageType":"text"},{"role":"assistant","content":"Not quite! Type HINT for a hint.","messageType":"text"}]')
      ) as t(n, messages)
    where b.email like 'team%@example.com' and b.registration_date = '${today}'::date;

    insert into locked_dates (date)
    select ${firstDay} + 17 * k from generate_series(1, 21) as k
    on conflict do nothing;

    alter table bookings enable trigger user;
    delete from booking_day_counts;
    insert into booking_day_counts (registration_date, quiz_status, live)
    select registration_date, quiz_status, count(*) from bookings where deleted_at is null group by 1, 2;
  `,
  );
  // Fresh statistics and visibility map, as autovacuum would leave a long-running database.
  await exec(database, 'vacuum analyze');

  const [counts] = await query(
    database,
    `select (select count(*)::int from bookings) as bookings,
            (select count(*)::int from payment_sessions) as sessions,
            (select count(*)::int from hunt_progress) as teams,
            (select count(*)::int from locked_dates) as locked`,
  );
  return counts;
}

/** Tokens of bookings of every status (pending, active, expired, revoked), for token validation. */
export async function sampleTokens(database, count) {
  const rows = await query(
    database,
    `select access_token as token from bookings where access_token is not null order by md5(id::text) limit ${count}`,
  );
  return rows.map((r) => r.token);
}

/** The active teams' tokens for today: the first `teams` to measure, the rest to warm up. */
export async function teamTokens(database, today) {
  const rows = await query(
    database,
    `select access_token as token from bookings
     where email like 'team%@example.com' and registration_date = '${today}'::date
     order by substring(email from '^team([0-9]+)@')::int`,
  );
  return rows.map((r) => r.token);
}

/** Future dates open for booking (not locked), for checkout. */
export async function openDates(database, today, count) {
  const rows = await query(
    database,
    `select to_char(d, 'YYYY-MM-DD') as date
     from generate_series('${today}'::date + 1, '${today}'::date + ${count * 2}, interval '1 day') as d
     where d::date not in (select date from locked_dates) limit ${count}`,
  );
  return rows.map((r) => r.date);
}

/** Adventure dates that have bookings (for the admin list's date filter). */
export async function bookedDates(database) {
  const rows = await query(
    database,
    `select to_char(registration_date, 'YYYY-MM-DD') as date from bookings
     where deleted_at is null group by registration_date order by registration_date`,
  );
  return rows.map((r) => r.date);
}
