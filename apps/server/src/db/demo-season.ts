import { type ChatMessage, formatDuration } from '@seaside/contract';
import { sql } from 'drizzle-orm';
import {
  type HuntConfigTexts,
  type HuntContent,
  type HuntProgress,
  type HuntQuestion,
  handleMessage,
  settleLeaderboardJoin,
} from '../modules/hunt/hunt-engine.js';
import { HUNT_TEXTS } from '../modules/hunt/hunt-texts.js';
import { type Db, type DbOrTx, queryRows } from './client.js';
import { appSettings, bookings, huntTurns } from './schema.js';

const DEMO_SEASON_SEEDED = 'demo_season_seeded';

export interface DemoSeasonOptions {
  timeZone: string;
  pricePerPlayerPence: number;
  hintPenaltySeconds: number;
}

/**
 * The demo's season (`npm start` sets DEMO_SEASON): on a new database only (no booking yet, once
 * per installation), half a year of past bookings with their finished games (clue events and
 * conversations) and scores (a third on the leaderboard), a few cancellations with refunds, and bookings for the next 30 days (each
 * paid one with its paid session on the built-in checkout, as online bookings have), so
 * the dashboard's charts have something to show. Set-based SQL, one statement, then each finished
 * team's ending from the engine (seedEndings): about a second.
 */
export async function seedDemoSeason(db: Db, options: DemoSeasonOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: DEMO_SEASON_SEEDED, value: new Date().toISOString() })
      .onConflictDoNothing({ target: appSettings.key })
      .returning();
    if (claimed.length === 0) return 0;
    if ((await tx.select({ id: bookings.id }).from(bookings).limit(1)).length > 0) return 0;
    const { timeZone: tz, pricePerPlayerPence: price, hintPenaltySeconds: penalty } = options;
    const hintCost = HUNT_TEXTS.hintCost.replace('{penalty}', formatDuration(penalty));
    const textArray = (texts: readonly string[]) =>
      sql.join(
        texts.map((text) => sql`${text}::text`),
        sql`, `,
      );
    const wrongReplies = textArray(HUNT_TEXTS.wrong);
    const correctReplies = textArray(HUNT_TEXTS.correct);
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`with today as (select (now() at time zone ${tz})::date as d),
      days as (
        -- 182 past days, busier at weekends; then the next 30, filling less the further out.
        select s.day::date as d, s.day::date < t.d as past,
          case when s.day::date < t.d then 3 + (extract(isodow from s.day)::int / 6) * 5 + extract(day from s.day)::int % 3
               else greatest(0, 9 - (s.day::date - t.d) / 4) end as n
        from today t, generate_series(t.d - 182, t.d + 29, interval '1 day') as s(day)
      ),
      planned as (
        select (row_number() over ())::int as i, days.d, days.past, k
        from days, generate_series(1, days.n) as k
      ),
      made as (
        select i, d, past, k, 2 + (i * 7) % 5 as players, i % 10 = 0 as partner, i % 25 = 3 as cancelled,
          -- Paid 1 to 21 days ahead of the date, and never later than now (the dashboard counts sales by payment time).
          least(((d - (1 + i % 21)) + time '09:00' + (i % 600) * interval '1 minute') at time zone ${tz},
                now() - (1 + i % 600) * interval '1 minute') as paid
        from planned
      ),
      inserted as (
        insert into bookings (full_name, email, team_member_count, registration_date, booking_source, amount_pence,
          is_payment_successful, paid_at, quiz_status, completed_at, access_token, access_code, status, cancelled_at,
          refund_status, refunded_amount_pence, created_at, updated_at)
        select
          (array['Ada','Grace','Alan','Mary','Tom','Priya','Kwame','Sofia','Liam','Chloe','Noah','Isla'])[1 + i % 12]
            || ' ' || (array['Lovelace','Hopper','Turing','Shelley','Jones','Patel','Mensah','Rossi','Murphy','Evans'])[1 + (i / 12) % 10],
          'demo' || i || '@example.com', players, d, case when partner then 'PARTNER' else 'DIRECT' end,
          case when partner then 0 else players * ${price} end, true, paid,
          case when past and not cancelled then 'completed' else 'pending' end,
          case when past and not cancelled then (d + time '15:30' + (i % 90) * interval '1 minute') at time zone ${tz} end,
          -- Every confirmed booking has its token, as a real one does (the Today board lists teams by it).
          case when not cancelled then replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') end,
          -- Cancelling frees the code, as it does for a real booking.
          case when not cancelled then upper(lpad(to_hex(k), 4, '0')) end,
          case when cancelled then 'cancelled' else 'active' end,
          case when cancelled then least(paid + interval '2 days', now()) end,
          case when cancelled and not partner then 'refunded' else 'none' end,
          case when cancelled and not partner then players * ${price} else 0 end,
          paid - interval '20 minutes', paid
        from made
        returning id, full_name, registration_date, team_member_count, completed_at, email, amount_pence, paid_at, created_at
      ),
      -- Paid on the built-in checkout, as online bookings are: staff can cancel them with a refund.
      sessions as (
        insert into payment_sessions (booking_id, provider, provider_session_id, status, amount_pence, checkout_url,
          expires_at, completed_at, created_at, updated_at)
        select id, 'local', 'lcs_demo_' || replace(id::text, '-', ''), 'paid', amount_pence,
          '/checkout/lcs_demo_' || replace(id::text, '-', ''), created_at + interval '30 minutes', paid_at, created_at, paid_at
        from inserted where amount_pence > 0
        returning booking_id
      ),
      -- The hunt's active clues in play order (p); hp numbers those with a hint, which a team's
      -- hints are taken on (a HINT on a clue without one is answered, and not counted).
      clues as (
        select q.id, q.clue, q.trivia, q.hint, q.answers->>0 as answer,
          (row_number() over (order by q.sequence, q.created_at))::int as p, (count(*) over ())::int as total,
          case when trim(coalesce(q.hint, '')) <> '' then
            (row_number() over (partition by trim(coalesce(q.hint, '')) <> '' order by q.sequence, q.created_at))::int
          end as hp
        from questions q where q.is_active
      ),
      finished as (
        select id, full_name, registration_date, team_member_count, completed_at, (row_number() over ())::int as r,
          completed_at - (40 + (hashtext(email) & 63)) * interval '1 minute' as started_at,
          least(hashtext(email) & 3, (select count(hp) from clues))::int as hints,
          (hashtext(email) >> 4) & 7 as wrong, (hashtext(email) >> 8) % 3 = 0 as joined
        from inserted where completed_at is not null
      ),
      -- Each wrong guess of a finished team: on a clue spread over the game, its n-th in play order.
      guesses as (
        select f.id as booking_id, c.id as question_id, w,
          -- As the matcher normalises a guess (lower case, no leading article).
          (array['west pier', 'level', 'preston park', 'hove lawns', 'marina'])[1 + (c.p + w) % 5] as guess,
          (row_number() over (partition by f.id order by c.p, w))::int as n,
          f.started_at + (c.p - 0.4 + 0.02 * w) * (f.completed_at - f.started_at) / c.total as at
        from finished f cross join lateral generate_series(1, f.wrong) as w
        join clues c on c.p = 1 + (f.r + w * 3) % c.total
      ),
      progress as (
        insert into hunt_progress (booking_id, state, solved_question_ids, started_at, completed_at, hints_used,
          wrong_guesses, leaderboard_reply, created_at, updated_at)
        -- A finished team solved every clue of the hunt (the Today board counts them).
        select id, 'completed', (select coalesce(jsonb_agg(q.id::text order by q.sequence, q.created_at), '[]'::jsonb)
          from questions q where q.is_active), started_at, completed_at, hints, wrong,
          case when joined then 'joined' else 'declined' end, started_at, completed_at
        from finished
        returning booking_id
      ),
      -- What each finished team did on each clue, spread evenly over its game: reached and solved
      -- every clue, its hints on the first clues with one, its wrong guesses spread over the rest;
      -- clue insights and the Today board read these.
      events as (
        insert into hunt_events (booking_id, kind, question_id, answer, created_at)
        select f.id, e.kind, c.id, e.answer, f.started_at + e.at::float8 * (f.completed_at - f.started_at) / c.total
        from finished f cross join clues c
        cross join lateral (values ('reach', null::text, c.p - 1), ('solve', null::text, c.p)) as e(kind, answer, at)
        union all
        select f.id, 'hint', c.id, null, f.started_at + (c.p - 0.5) * (f.completed_at - f.started_at) / c.total
        from finished f join clues c on c.hp <= f.hints
        union all
        select booking_id, 'wrong', question_id, guess, at from guesses
        returning booking_id
      ),
      -- Each finished team's conversation as the chat stores it, one row per step, at the times of
      -- its clue events: START and the first clue; its hints and wrong guesses; each right answer
      -- but the last with its praise, trivia and the next clue (the ending: seedEndings).
      turns as (
        insert into hunt_turns (booking_id, messages, created_at)
        select booking_id, messages, at from (
          select f.id as booking_id, jsonb_build_array(
              jsonb_build_object('role', 'user', 'content', 'START', 'messageType', 'text'),
              jsonb_build_object('role', 'assistant', 'content', c.clue, 'messageType', 'text')) as messages,
            f.started_at as at
          from finished f join clues c on c.p = 1
          union all
          select f.id, jsonb_build_array(
              jsonb_build_object('role', 'user', 'content', 'HINT', 'messageType', 'text'),
              jsonb_build_object('role', 'assistant', 'messageType', 'text', 'content',
                -- The first hint says what hints cost, as the engine's does when they cost anything.
                ${HUNT_TEXTS.hintPrefix}::text || c.hint
                  || case when c.hp = 1 and ${penalty}::int > 0 then ${` (${hintCost})`}::text else '' end)),
            f.started_at + (c.p - 0.5) * (f.completed_at - f.started_at) / c.total
          from finished f join clues c on c.hp <= f.hints
          union all
          -- The engine's replies to wrong guesses take turns by the team's count of them.
          select booking_id, jsonb_build_array(
              jsonb_build_object('role', 'user', 'messageType', 'text', 'content', initcap(guess)),
              jsonb_build_object('role', 'assistant', 'messageType', 'text',
                'content', (array[${wrongReplies}])[1 + (n - 1) % ${HUNT_TEXTS.wrong.length}])),
            at
          from guesses
          union all
          select f.id, jsonb_build_array(
              jsonb_build_object('role', 'user', 'content', c.answer, 'messageType', 'text'),
              jsonb_build_object('role', 'assistant', 'messageType', 'text',
                'content', (array[${correctReplies}])[1 + (c.p - 1) % ${HUNT_TEXTS.correct.length}]))
            || case when trim(c.trivia) <> '' then jsonb_build_array(jsonb_build_object('role', 'assistant',
                 'content', ${HUNT_TEXTS.triviaPrefix}::text || c.trivia, 'messageType', 'text')) else '[]'::jsonb end
            || jsonb_build_array(jsonb_build_object('role', 'assistant', 'content', next_clue.clue, 'messageType', 'text')),
            f.started_at + c.p * (f.completed_at - f.started_at) / c.total
          from finished f join clues c on c.p < c.total join clues next_clue on next_clue.p = c.p + 1
        ) as steps
        order by booking_id, at
        returning booking_id
      ),
      scores as (
        insert into team_scores (booking_id, team_size, duration_seconds, hints_used, wrong_guesses, score_seconds,
          finished_at, finished_on, team_name, board_month, joined_at)
        select id, team_member_count, extract(epoch from completed_at - started_at)::int, hints, wrong,
          extract(epoch from completed_at - started_at)::int + hints * ${penalty}, completed_at, registration_date,
          case when joined then (array['Sea Dogs','Pier Pressure','Rock Pools','Gull Force','Tide Turners','Salty Sleuths'])[1 + r % 6] || ' ' || r end,
          case when joined then to_char(registration_date, 'YYYY-MM') end,
          case when joined then completed_at end
        from finished
        returning booking_id
      )
      select (select count(*) from inserted)::int as n, (select count(*) from progress) as p, (select count(*) from scores) as s,
        (select count(*) from sessions) as c, (select count(*) from events) as e, (select count(*) from turns) as t`,
    );
    await seedEndings(tx, penalty);
    return Number(rows[0]?.n ?? 0);
  });
}

interface FinishedTeam {
  bookingId: string;
  name: string;
  size: number;
  date: string;
  startedMs: number;
  completedMs: number;
  hints: number;
  wrong: number;
  boardName: string | null;
  boardMonth: string | null;
  scoreSeconds: number;
}

/**
 * Each finished team's last two steps, as the engine answers them: the last answer (praise,
 * trivia, the final message, the summary of its game, the leaderboard invitation, the vouchers),
 * then its reply to the invitation a minute later (its board name, or NO) and the answer to it.
 */
async function seedEndings(tx: DbOrTx, hintPenaltySeconds: number): Promise<void> {
  // The clues in the play order the season's statement numbers them in.
  const questions = await queryRows<HuntQuestion>(
    tx,
    sql`select id::text, clue, hint, trivia, answers from questions where is_active order by sequence, created_at`,
  );
  const lastClue = questions.at(-1);
  if (!lastClue) return;
  const configRows = await queryRows<{ key: string; value: string }>(
    tx,
    sql`select key, value from message_configs where is_active`,
  );
  const configs: HuntConfigTexts = Object.fromEntries(configRows.map((row) => [row.key, row.value]));
  const teams = await queryRows<FinishedTeam>(
    tx,
    sql`select b.id::text as "bookingId", b.full_name as name, b.team_member_count as size,
          b.registration_date::text as date, (extract(epoch from p.started_at) * 1000)::float8 as "startedMs",
          (extract(epoch from p.completed_at) * 1000)::float8 as "completedMs", p.hints_used as hints,
          p.wrong_guesses as wrong, s.team_name as "boardName", s.board_month as "boardMonth",
          s.score_seconds as "scoreSeconds"
        from hunt_progress p join bookings b on b.id = p.booking_id join team_scores s on s.booking_id = p.booking_id
        order by p.completed_at, b.id`,
  );
  // A team's rank when it joined: among the month's teams already on the board (scores.md section 2).
  const joinedSoFar = new Map<string, FinishedTeam[]>();
  const rankOnJoining = (team: FinishedTeam, month: string): number => {
    const board = joinedSoFar.get(month) ?? [];
    const ahead = board.filter(
      (other) =>
        other.scoreSeconds < team.scoreSeconds ||
        (other.scoreSeconds === team.scoreSeconds && other.completedMs < team.completedMs),
    ).length;
    joinedSoFar.set(month, [...board, team]);
    return ahead + 1;
  };
  const turns: (typeof huntTurns.$inferInsert)[] = [];
  for (const team of teams) {
    const content: HuntContent = {
      questions,
      configs,
      team: { name: team.name, size: team.size },
      scoring: { hintPenaltySeconds, adventureDate: team.date, today: team.date },
    };
    const onLastClue: HuntProgress = {
      state: 'playing',
      currentQuestionId: lastClue.id,
      solvedQuestionIds: questions.slice(0, -1).map((q) => q.id),
      wrongGuesses: team.wrong,
      hintsUsed: team.hints,
      startedAt: new Date(team.startedMs),
      completedAt: null,
      leaderboardReply: null,
    };
    const finishedAt = new Date(team.completedMs);
    const answer = lastClue.answers[0] ?? '';
    const ending = handleMessage(onLastClue, content, answer, finishedAt);
    turns.push({ bookingId: team.bookingId, messages: [userText(answer), ...ending.replies], createdAt: finishedAt });

    const repliedAt = new Date(team.completedMs + 60_000);
    const reply = team.boardName ?? 'NO';
    let answered = handleMessage(ending.progress, content, reply, repliedAt);
    if (answered.joinLeaderboard && team.boardName && team.boardMonth) {
      const rank = rankOnJoining(team, team.boardMonth);
      answered = settleLeaderboardJoin(answered, content, { kind: 'joined', name: team.boardName, rank });
    }
    turns.push({ bookingId: team.bookingId, messages: [userText(reply), ...answered.replies], createdAt: repliedAt });
  }
  for (let start = 0; start < turns.length; start += 1000) {
    await tx.insert(huntTurns).values(turns.slice(start, start + 1000));
  }
}

function userText(content: string): ChatMessage {
  return { role: 'user', content, messageType: 'text' };
}
