import { randomUUID } from 'node:crypto';
import { API, API_PREFIX } from '@seaside/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { bookTeam, playerCookie } from '../test/hunt-fixtures.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.js';

/**
 * Sends malformed input generated from the OpenAPI document to every route: wrong types,
 * missing and extra fields, huge strings, unicode, bad JSON, bad content types and bad params,
 * plus near-valid bodies with one field broken (so the handlers, not only the schemas, see odd
 * values). Routes the document hides (the local checkout pages, the document itself) get the
 * same treatment from the list of registered routes. No answer may be a 5xx, the process must
 * stay healthy, and a refused request must leave the database as it was. A second pass puts
 * text PostgreSQL cannot store (NUL, lone surrogates) into every path parameter, query parameter
 * and body string, one at a time, and requires a 4xx.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
interface Target {
  method: string;
  /** OpenAPI-style path: `{name}` for params. */
  path: string;
  op: Operation;
  documented: boolean;
}

const INPUTS_PER_ROUTE = 200;
const NEAR_VALID_PER_ROUTE = 60;
const HUGE = 'x'.repeat(200_000);
const weird = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(-1),
  fc.constant(Number.MAX_SAFE_INTEGER),
  // Just beyond a PostgreSQL integer column.
  fc.constant(2_147_483_648),
  fc.constant(-2_147_483_649),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constant(''),
  fc.constant('   '),
  fc.constant(HUGE),
  fc.constant('😈\u0000\u202e<script>alert(1)</script>'),
  fc.constant("' or 1=1 --"),
  fc.constant('2026-02-30'),
  fc.constant('2026-02-31'),
  fc.constant('0000-01-01'),
  fc.constant('x\ud800'),
  fc.constant('../../etc/passwd'),
  fc.constant('{{constructor.constructor("return process")()}}'),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
);

/** Unusual but schema-plausible strings: what a real person (or a script) might type. */
const oddText = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
  fc.constantFrom(
    'Zoë Ñúñez-O’Brien',
    'محمد',
    '张伟',
    '👩‍👩‍👧‍👦'.repeat(20),
    'a'.repeat(100),
    'a'.repeat(101),
    'ü'.normalize('NFD'),
    '\u200b\u200b',
    'DROP TABLE bookings;',
    '<img src=x onerror=alert(1)>',
    '%00',
    'a\u0000b',
    '\udc00',
    'null',
  ),
);

/** A valid body per route: near-valid inputs break one field of it at a time. */
function validBodies(ids: { booking: string; question: string }): Record<string, Record<string, unknown>> {
  const question = { clue: 'Find the pier', trivia: 'Opened in 1899', answer: 'pier', sequence: 3, isActive: true };
  return {
    [`POST ${API.payment.checkout}`]: {
      email: 'ada@example.com',
      registrationDate: '2026-07-01',
      teamMemberCount: 3,
      amount: 30,
      fullName: 'Ada Lovelace',
      allowDuplicate: true,
    },
    [`POST ${API.user.login}`]: { mobileNumber: '07700900999', password: 'not the password' },
    [`POST ${API.user.createParticipant}`]: {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      teamMemberCount: 3,
      registrationDate: '2026-07-02',
      bookingSource: 'DIRECT',
    },
    [`PATCH ${openApiPath(API.user.update.pattern)}`]: { registrationDate: '2026-07-03' },
    [`POST ${API.date.lock}`]: { lockedDate: '2026-08-01', mobileNumber: TEST_ADMIN.mobileNumber },
    [`PATCH ${API.date.delete}`]: { date: '2026-08-01', mobileNumber: TEST_ADMIN.mobileNumber },
    [`POST ${API.questions.create}`]: question,
    [`PUT ${openApiPath(API.questions.update.pattern)}`]: question,
    [`POST ${API.questions.reorder}`]: { questionIds: [ids.question] },
    [`POST ${openApiPath(API.questions.addAnswer.pattern)}`]: { answer: 'pier' },
    [`PUT ${openApiPath(API.configs.update.pattern)}`]: { value: 'Hello {teamName}', description: 'x', isActive: true },
    [`POST ${API.access.validateCode}`]: { code: 'ABCD', date: '2026-06-15T11:00:00.000Z' },
    [`POST ${API.puzzle.send}`]: { message: 'START' },
  };
}

function bodySchemaOf(op: Operation): JsonSchema | undefined {
  return op.requestBody?.content?.['application/json']?.schema;
}

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  const variants = schema.anyOf ?? schema.oneOf ?? [];
  return Object.assign({}, ...variants.map((v) => v.properties ?? {}));
}

/** A body that breaks the schema in one of several ways. */
function malformedBodies(schema: JsonSchema | undefined, count: number, seed: number): string[] {
  const props = Object.keys(propertiesOf(schema));
  const arb = fc.oneof(
    // wrong types for every field
    fc.record(Object.fromEntries(props.map((p) => [p, weird]))).map((o) => JSON.stringify(o)),
    // some fields missing, others weird, plus extra fields
    fc
      .tuple(fc.subarray(props), fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), weird, { maxKeys: 3 }))
      .map(([keep, extra]) => JSON.stringify({ ...Object.fromEntries(keep.map((k) => [k, 'x'])), ...extra })),
    // not an object at all
    weird.map((v) => JSON.stringify(v)),
    // not JSON
    fc.constantFrom('{', '{"a":', 'nul', '[1,2', '\u0000', HUGE.slice(0, 10_000), '{"__proto__":{"admin":true}}'),
  );
  return fc.sample(arb, { numRuns: count, seed });
}

/** A valid body with one field broken: a weird value, an odd string, removed, or joined by an extra field. */
function nearValidBodies(valid: Record<string, unknown>, count: number, seed: number): string[] {
  const keys = Object.keys(valid);
  const arb = fc.oneof(
    fc.tuple(fc.constantFrom(...keys), weird).map(([k, v]) => ({ ...valid, [k]: v })),
    fc.tuple(fc.constantFrom(...keys), oddText).map(([k, v]) => ({ ...valid, [k]: v })),
    fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'isPaymentSuccessful', 'role', '_id', 'id', 'admin'), weird)
      .map(([k, v]) => JSON.parse(JSON.stringify({ ...valid, [k]: v }))),
  );
  return fc.sample(arb, { numRuns: count, seed }).map((body) => JSON.stringify(body));
}

function malformedParams(count: number, seed: number, real: string[]): string[] {
  return fc.sample(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.constantFrom(
        '0',
        '-1',
        'null',
        'undefined',
        '%00',
        '\u0000',
        'abc\u0000def',
        '..',
        'x'.repeat(190),
        'ééé',
        '00000000-0000-0000-0000-000000000000',
        'introMsg',
        'giftVocher',
        '__proto__',
      ),
      fc.uuid(),
      fc.constantFrom(...real),
    ),
    { numRuns: count, seed },
  );
}

/** `/api/user/update/:id` → `/api/user/update/{id}`; a wildcard becomes a `{wildcard}` param. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{wildcard}');

/** The hunt's routes: they need the player cookie. */
const PUZZLE_PATHS: string[] = Object.values(API.puzzle);
/** The question routes with an `{id}`: it is a question's id (elsewhere a booking's). */
const QUESTION_ID_PATHS = Object.values(API.questions).flatMap((entry) =>
  typeof entry === 'string' ? [] : [openApiPath(entry.pattern)],
);

/** Every route of the OpenAPI document, then every registered route it does not describe. */
function listTargets(app: FastifyInstance): Target[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      targets.push({ method: method.toUpperCase(), path, op, documented: true });
    }
  }
  // Every registered route the document does not describe (hidden ones, pages outside /api).
  const known = new Set(targets.map((r) => `${r.method} ${r.path}`));
  for (const route of app.registeredRoutes) {
    const key = `${route.method} ${openApiPath(route.url)}`;
    if (route.method === 'OPTIONS' || route.method === 'HEAD' || known.has(key)) continue;
    // The built web app's files are plain GETs without input: nothing to fuzz.
    const takesInput = route.method !== 'GET' || /[:*]/.test(route.url);
    if (!takesInput && !route.url.startsWith(`${API_PREFIX}/`)) continue;
    known.add(key);
    targets.push({ method: route.method, path: openApiPath(route.url), op: {}, documented: false });
  }
  return targets;
}

/** Text PostgreSQL cannot store: NUL anywhere, and (where JSON can carry it) a lone surrogate. */
const NUL_TEXTS = ['\u0000', 'abc\u0000def'];
const UNSTORABLE_TEXTS = [...NUL_TEXTS, 'abc\ud800', '\udc00'];

/** Copies of `body`, each with one string (a field or an array element) made unstorable, named by its path. */
function withUnstorableText(body: unknown, path = ''): [string, unknown][] {
  if (typeof body === 'string') return UNSTORABLE_TEXTS.map((bad) => [path, `${body}${bad}`]);
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) =>
    withUnstorableText(value, path ? `${path}.${key}` : key).map(([where, broken]): [string, unknown] => [
      where,
      Array.isArray(body) ? body.map((v, i) => (String(i) === key ? broken : v)) : { ...body, [key]: broken },
    ]),
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
];

/**
 * Thousands of requests: when a PostgreSQL server is configured (CI), the run against it is the
 * one that counts and the embedded-database pass skips this file to keep the suite fast.
 */
const fuzzHere = process.env.TEST_DB_KIND === 'postgres' || !process.env.TEST_DATABASE_URL;

describe.skipIf(!fuzzHere)('OpenAPI-driven fuzzing', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let player: { cookie: string };
  let ids: { booking: string; question: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.adminAuth();
    const team = await bookTeam(t, '2026-06-15');
    await bookTeam(t, '2026-07-10');
    player = await playerCookie(t, team.accessToken);
    const [question] = await queryRows<{ id: string }>(t.database.db, sql`select id from questions limit 1`);
    ids = { booking: team.id, question: question?.id ?? randomUUID() };
  });
  afterAll(() => t.close());

  const tables = sql`select
      (select count(*) from bookings)::int as bookings,
      (select md5(coalesce(string_agg(id::text || registration_date::text || coalesce(deleted_at::text, ''), ',' order by id), '')) from bookings) as booking_rows,
      (select count(*) from payment_sessions)::int as sessions,
      (select count(*) from locked_dates)::int as dates,
      (select md5(coalesce(string_agg(id::text || clue || sequence::text || is_active::text || is_start::text, ',' order by id), '')) from questions) as questions,
      (select md5(coalesce(string_agg(key || value || description || is_active::text, ',' order by key), '')) from message_configs) as configs,
      (select count(*) from mail_outbox)::int as mails,
      (select count(*) from hunt_turns)::int as turns,
      (select count(*) from refresh_tokens)::int as refresh_tokens,
      (select count(*) from audit_log)::int as audit`;
  const snapshot = async () => JSON.stringify((await queryRows(t.database.db, tables))[0]);

  it('answers every malformed input to every route with a 4xx and writes nothing', { timeout: 600_000 }, async () => {
    const targets = listTargets(t.app);
    const apiTargets = targets.filter((r) => r.path.startsWith(`${API_PREFIX}/`));
    expect(apiTargets.length).toBeGreaterThan(20);
    // Routes the document hides are fuzzed too, but without a schema to break: list them.
    const hidden = apiTargets.filter((r) => !r.documented).map((r) => `${r.method} ${r.path}`);
    expect(hidden).toContain(`GET ${API.openApi}`);

    const valid = validBodies(ids);
    const realParams = [ids.booking, ids.question, 'introMsg', 'lcs_unknown', 'x'];
    let sent = 0;
    let seed = 1;
    let address = 0;
    const perRoute = new Map<string, number>();
    for (const target of targets) {
      const { method, path, op } = target;
      const key = `${method} ${path}`;
      seed++;
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      const bodies = [
        ...malformedBodies(bodySchemaOf(op), INPUTS_PER_ROUTE, seed),
        ...(valid[key] && hasBody ? nearValidBodies(valid[key], NEAR_VALID_PER_ROUTE, seed) : []),
      ];
      const params = malformedParams(bodies.length, seed, realParams);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const queries = fc.sample(fc.array(weird, { minLength: queryParams.length, maxLength: queryParams.length }), {
        numRuns: bodies.length,
        seed,
      });
      for (let i = 0; i < bodies.length; i++) {
        const url = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i] ?? 'x'));
        const query = Object.fromEntries(
          queryParams.map((name, j) => [
            name,
            typeof queries[i]?.[j] === 'string' ? (queries[i]?.[j] as string) : JSON.stringify(queries[i]?.[j]),
          ]),
        );
        const contentType = i < INPUTS_PER_ROUTE ? CONTENT_TYPES[i % CONTENT_TYPES.length] : 'application/json';
        // The team's send limit is one message every 3 seconds: let the server clock move on.
        if (path === API.puzzle.send) t.clock.advance(3000);
        const before = await snapshot();
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          query,
          // A different client address each time, so per-address limits do not hide the handlers.
          remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
          headers: {
            ...(i % 3 === 0 ? {} : auth),
            ...(PUZZLE_PATHS.includes(path) && i % 2 === 0 ? player : {}),
            ...(contentType ? { 'content-type': contentType } : {}),
          },
          ...(hasBody ? { payload: bodies[i] } : {}),
        });
        sent++;
        perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
        if (res.statusCode >= 500) {
          throw new Error(
            `${method} ${url} answered ${res.statusCode} to ${bodies[i]?.slice(0, 200)}: ${res.body.slice(0, 300)}`,
          );
        }
        if (res.statusCode >= 400) {
          expect(await snapshot(), `${method} ${path} refused (${res.statusCode}) but wrote`).toBe(before);
        }
      }
    }
    const fewest = Math.min(...perRoute.values());
    expect(fewest).toBeGreaterThanOrEqual(INPUTS_PER_ROUTE);
    const health = await t.app.inject({ method: 'GET', url: API.health });
    expect(health.statusCode).toBe(200);
    console.log(
      `fuzz: ${sent} malformed requests to ${perRoute.size} routes (${apiTargets.length} under /api), at least ${fewest} each, no 5xx; ` +
        `not in the OpenAPI document: ${hidden.join(', ')} and ${targets.length - apiTargets.length} routes outside /api`,
    );
  });

  it('answers NUL in every path parameter, query parameter and body string with a 4xx and writes nothing', async () => {
    const valid = validBodies(ids);
    /** A value each path parameter accepts, so the broken one is the only thing wrong. */
    const realParam = (path: string, name: string) =>
      ({
        id: QUESTION_ID_PATHS.includes(path) ? ids.question : ids.booking,
        key: 'introMsg',
        token: player.cookie.split('=')[1] ?? 'x',
        sessionId: 'lcs_0123456789abcdef0123',
      })[name] ?? 'x';
    let sent = 0;
    let address = 0;
    const covered = { path: 0, query: 0, body: 0 };
    for (const { method, path, op } of listTargets(t.app)) {
      const key = `${method} ${path}`;
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      const url = (broken: Record<string, string> = {}) =>
        path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(broken[name] ?? realParam(path, name)));
      const cases: { where: string; url: string; query?: Record<string, string>; body?: unknown }[] = [];
      for (const [, name = ''] of path.matchAll(/\{([^}]+)\}/g)) {
        for (const bad of NUL_TEXTS) cases.push({ where: `path ${name}`, url: url({ [name]: bad }) });
        covered.path++;
      }
      for (const { name } of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        for (const bad of NUL_TEXTS) cases.push({ where: `query ${name}`, url: url(), query: { [name]: bad } });
        covered.query++;
      }
      if (hasBody) {
        // A valid body where there is one; otherwise every documented field (or one made up) as text.
        const fields = Object.keys(propertiesOf(bodySchemaOf(op)));
        const body = valid[key] ?? Object.fromEntries((fields.length ? fields : ['text']).map((f) => [f, 'x']));
        for (const [where, broken] of withUnstorableText(body))
          cases.push({ where: `body ${where}`, url: url(), body: broken });
        covered.body++;
      }
      for (const c of cases) {
        if (path === API.puzzle.send) t.clock.advance(3000);
        const before = await snapshot();
        const res = await t.app.inject({
          method: method as 'GET',
          url: c.url,
          query: c.query,
          remoteAddress: `10.200.${(address >> 8) & 255}.${address++ & 255}`,
          headers: { ...auth, ...player, 'content-type': 'application/json' },
          ...(hasBody ? { payload: JSON.stringify(c.body ?? {}) } : {}),
        });
        sent++;
        const label = `${key} with ${JSON.stringify(c.query ?? c.body ?? c.url).slice(0, 200)} in ${c.where}`;
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        expect(await snapshot(), `${label} refused (${res.statusCode}) but wrote`).toBe(before);
      }
    }
    expect(covered.path).toBeGreaterThanOrEqual(8);
    expect(covered.query).toBeGreaterThanOrEqual(3);
    expect(covered.body).toBeGreaterThanOrEqual(12);
    console.log(
      `fuzz: ${sent} requests with unstorable text (${covered.path} path parameters, ${covered.query} query parameters, ${covered.body} bodies), all 4xx`,
    );
  });
});
