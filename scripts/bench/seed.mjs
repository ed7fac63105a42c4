/**
 * Bench data, seeded with set-based SQL (generate_series), fast enough for a million bookings:
 *
 * - `seedBookings`: bookings over a year of adventure dates (182 days back, 182 ahead of today
 *   at the venue), the future ones no more than capacity allows (about 18 a day) and the rest
 *   of the million on the past half-year: 95 % paid with an access token and code, 10 % from partners,
 *   1 % deleted, 2 % of the paid ones cancelled (and refunded), past paid ones mostly completed
 *   (with their finished hunt), each online booking with its payment session; and a locked date
 *   every 17 days;
 * - `seedTeams`: teams playing today (paid, with token and code, hunt in progress at the first
 *   clue with a short transcript);
 * - `seedFloor`: the floor route's own tables (scripts/bench/reference-server.mjs).
 *
 * Tokens and codes are deterministic (they are read back for the load), not secret.
 */
import { randomBytes } from 'node:crypto';

/** Runs SQL on a node-postgres pool, returning rows. */
export async function query(pool, text) {
  return (await pool.query(text)).rows;
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

// A run id keeps tokens unique across re-seeds of the same database.
const run = randomBytes(4).toString('hex');

/**
 * Seeds the bookings after the migrations and the app's own seed (demo hunt, configs) have run.
 * `today` is YYYY-MM-DD at the venue. Returns the row counts.
 */
export async function seedBookings(pool, { bookings, today }) {
  const days = 365;
  const firstDay = `'${today}'::date - 182`;
  // The bulk insert skips the per-row triggers that keep booking_day_counts and booking_figures;
  // both are rebuilt in one statement each afterwards (what migrations 0001 and 0010 do).
  await pool.query(`
    alter table bookings disable trigger user;
    alter table hunt_progress disable trigger user;
    insert into bookings (id, full_name, email, team_member_count, registration_date, booking_source,
      amount_pence, is_payment_successful, paid_at, quiz_status, completed_at, access_token, access_code,
      status, cancelled_at, refund_status, refunded_amount_pence, deleted_at, created_at, updated_at)
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
      case when paid and not cancelled and d < '${today}'::date and i % 8 <> 0 then 'completed' else 'pending' end,
      case when paid and not cancelled and d < '${today}'::date and i % 8 <> 0 then d + time '15:00' end,
      case when paid then 'bk${run}' || md5('${run}-t-' || i) end,
      case when paid then upper(lpad(to_hex(n), 4, '0')) end,
      case when cancelled then 'cancelled' else 'active' end,
      case when cancelled then created + interval '1 day' end,
      case when cancelled then 'refunded' else 'none' end,
      case when cancelled then (2 + i % 7) * 1000 else 0 end,
      case when i % 100 = 37 then created + interval '2 days' end,
      created,
      created
    from (
      select i, d,
        -- Access codes are unique per date: the booking's number within its date.
        row_number() over (partition by d order by i) as n,
        i % 20 <> 7 as paid,
        i % 50 = 11 as cancelled,
        d::timestamptz - interval '1 day' * (1 + i % 60) - interval '1 second' * (i % 86400) as created
      from (
        -- Future dates hold what capacity lets them (checkout refuses more): about 18 bookings
        -- (90 players) a day (151 is prime to 365, so every date gets its share); the rest of the
        -- million fall on the past half-year.
        select i,
          case when i % ${days} >= 182 and i % 151 <> 0 then ${firstDay} + (i % 182)
               else ${firstDay} + (i % ${days}) end as d
        from generate_series(1, ${bookings}) as i
      ) g
    ) s;

    insert into payment_sessions (booking_id, provider, provider_session_id, status, amount_pence, currency,
      checkout_url, expires_at, completed_at, created_at, updated_at)
    select id, 'local', 'lcs_bench_' || replace(id::text, '-', ''),
      case when is_payment_successful then 'paid' else 'expired' end,
      amount_pence, 'GBP', 'http://127.0.0.1/checkout/local/' || id, created_at + interval '30 minutes',
      paid_at, created_at, created_at
    from bookings where booking_source = 'DIRECT';

    -- The finished hunts of the completed bookings (the dashboard's figures read them).
    insert into hunt_progress (booking_id, state, started_at, completed_at, created_at, updated_at)
    select id, 'completed', completed_at - interval '1 second' * (2400 + (amount_pence * 7) % 3600),
      completed_at, completed_at, completed_at
    from bookings where quiz_status = 'completed';

    insert into locked_dates (date)
    select ${firstDay} + 17 * k from generate_series(1, 21) as k
    on conflict do nothing;

    alter table bookings enable trigger user;
    alter table hunt_progress enable trigger user;
    select booking_figures_rebuild();
    delete from booking_day_counts;
    insert into booking_day_counts (registration_date, quiz_status, live)
    select registration_date, quiz_status, count(*) from bookings where deleted_at is null group by 1, 2;
  `);
  // Fresh statistics and visibility map, as autovacuum would leave a long-running database.
  await pool.query('vacuum analyze');
  const [counts] = await query(
    pool,
    `select (select count(*)::int from bookings) as bookings,
            (select count(*)::int from payment_sessions) as sessions,
            (select count(*)::int from locked_dates) as locked`,
  );
  return counts;
}

/**
 * `count` teams playing today, e-mails `<group><k>@example.com`: each a paid booking for today
 * with its token and code, its hunt at the first clue, two steps in its transcript. Returns their
 * tokens in order.
 */
export async function seedTeams(pool, { today, group, count }) {
  // Codes from A001 upwards for the first group and D001 for the second: apart from the other
  // bookings' codes (under 1000 hex) and from each other.
  const codeBase = group === 'team' ? 0xa000 : 0xd000;
  await pool.query(`
    insert into bookings (id, full_name, email, team_member_count, registration_date, booking_source,
      amount_pence, is_payment_successful, paid_at, access_token, access_code, created_at, updated_at)
    select md5('${run}-${group}-' || k)::uuid,
      'Team ' || (${sqlArray(LAST_NAMES)})[1 + k % 20] || ' ' || k,
      '${group}' || k || '@example.com',
      2 + k % 7, '${today}'::date, 'DIRECT', (2 + k % 7) * 1000, true, now() - interval '3 days',
      'tm${run}' || md5('${run}-${group}-' || k),
      upper(to_hex(${codeBase} + k)),
      now() - interval '3 days', now() - interval '3 days'
    from generate_series(1, ${count}) as k;

    insert into hunt_progress (booking_id, state, current_question_id, started_at, created_at, updated_at)
    select b.id, 'playing', q.id, now() - interval '5 minutes', now() - interval '6 minutes', now() - interval '5 minutes'
    from bookings b,
      (select id from questions where is_active order by is_start desc, sequence, created_at, id limit 1) q
    where b.email like '${group}%@example.com' and b.registration_date = '${today}'::date;

    insert into hunt_turns (booking_id, messages, created_at)
    select b.id, t.messages::jsonb, now() - interval '5 minutes' + t.n * interval '10 seconds'
    from bookings b,
      (values (1, '[{"role":"user","content":"START","messageType":"text"},{"role":"assistant","content":"Here is your first clue.","messageType":"text"}]'),
              (2, '[{"role":"user","content":"the pier","messageType":"text"},{"role":"assistant","content":"Not quite! Type HINT for a hint.","messageType":"text"}]')
      ) as t(n, messages)
    where b.email like '${group}%@example.com' and b.registration_date = '${today}'::date;

    analyze bookings;
    analyze hunt_progress;
    analyze hunt_turns;
  `);
  const rows = await query(
    pool,
    `select access_token as token from bookings
     where email like '${group}%@example.com' and registration_date = '${today}'::date
     order by substring(email from '^${group}([0-9]+)@')::int`,
  );
  return rows.map((r) => r.token);
}

/** The floor route's tables, shaped as the product's progress and transcript, with `teams` teams (ids 1 to `teams`). */
export async function seedFloor(pool, { teams }) {
  await pool.query(`
    create table floor_teams (id int primary key, steps int not null default 0, updated_at timestamptz not null default now());
    create table floor_turns (
      id bigserial,
      team_id int not null references floor_teams (id),
      messages jsonb not null,
      created_at timestamptz not null default now(),
      primary key (team_id, id)
    );
    insert into floor_teams (id) select k from generate_series(1, ${teams}) as k;
    analyze floor_teams;
  `);
}

/** Tokens of bookings of every status (pending, active, expired, revoked), for token validation. */
export async function sampleTokens(pool, count) {
  const rows = await query(
    pool,
    `select access_token as token from bookings where access_token is not null order by md5(id::text) limit ${count}`,
  );
  return rows.map((r) => r.token);
}

/** Future dates open for booking (not locked), for checkout. */
export async function openDates(pool, today, count) {
  const rows = await query(
    pool,
    `select to_char(d, 'YYYY-MM-DD') as date
     from generate_series('${today}'::date + 1, '${today}'::date + ${count * 2}, interval '1 day') as d
     where d::date not in (select date from locked_dates) limit ${count}`,
  );
  return rows.map((r) => r.date);
}

/** Adventure dates that have bookings (for the admin list's date filter). */
export async function bookedDates(pool) {
  const rows = await query(
    pool,
    `select to_char(registration_date, 'YYYY-MM-DD') as date from bookings
     where deleted_at is null group by registration_date order by registration_date`,
  );
  return rows.map((r) => r.date);
}
