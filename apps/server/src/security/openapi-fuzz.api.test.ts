import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Sends malformed input generated from the OpenAPI document to every route: wrong types,
 * missing and extra fields, huge strings, unicode, bad JSON and bad params. No answer may be a
 * 5xx, the process must stay healthy, and a refused request must leave the database as it was.
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

const INPUTS_PER_ROUTE = 200;
const HUGE = 'x'.repeat(200_000);
const weird = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(-1),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constant(''),
  fc.constant('   '),
  fc.constant(HUGE),
  fc.constant('😈\u0000\u202e<script>alert(1)</script>'),
  fc.constant("' or 1=1 --"),
  fc.constant('2026-02-30'),
  fc.constant('../../etc/passwd'),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
);

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

function malformedParams(count: number, seed: number): string[] {
  return fc.sample(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.constantFrom(
        '0',
        '-1',
        'null',
        'undefined',
        '%00',
        '..',
        'x'.repeat(190),
        'ééé',
        '00000000-0000-0000-0000-000000000000',
      ),
      fc.uuid(),
    ),
    { numRuns: count, seed },
  );
}

describe('OpenAPI-driven fuzzing', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const tables = sql`select
      (select count(*) from bookings)::int as bookings,
      (select count(*) from payment_sessions)::int as sessions,
      (select count(*) from locked_dates)::int as dates,
      (select count(*) from questions)::int as questions,
      (select md5(coalesce(string_agg(key || value || is_active::text, ',' order by key), '')) from message_configs) as configs,
      (select count(*) from mail_outbox)::int as mails,
      (select count(*) from hunt_messages)::int as messages,
      (select count(*) from audit_log)::int as audit`;
  const snapshot = async () => JSON.stringify((await queryRows(t.database.db, tables))[0]);

  it('answers every malformed input with a 4xx and writes nothing', { timeout: 600_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const paths = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/') && !p.startsWith('/api/docs'));
    expect(paths.length).toBeGreaterThan(0);
    let sent = 0;
    let seed = 1;
    for (const [path, operations] of paths) {
      for (const [method, op] of Object.entries(operations)) {
        seed++;
        const bodies = malformedBodies(bodySchemaOf(op), INPUTS_PER_ROUTE, seed);
        const params = malformedParams(INPUTS_PER_ROUTE, seed);
        const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const queries = fc.sample(fc.array(weird, { minLength: queryParams.length, maxLength: queryParams.length }), {
          numRuns: INPUTS_PER_ROUTE,
          seed,
        });
        for (let i = 0; i < INPUTS_PER_ROUTE; i++) {
          const url = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i] ?? 'x'));
          const query = Object.fromEntries(
            queryParams.map((name, j) => [
              name,
              typeof queries[i]?.[j] === 'string' ? (queries[i]?.[j] as string) : JSON.stringify(queries[i]?.[j]),
            ]),
          );
          const before = await snapshot();
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            query,
            headers: { ...(i % 3 === 0 ? {} : auth), 'content-type': 'application/json' },
            ...(method === 'get' || method === 'delete' ? {} : { payload: bodies[i] }),
          });
          sent++;
          if (res.statusCode >= 500) {
            throw new Error(
              `${method.toUpperCase()} ${url} answered ${res.statusCode} to ${bodies[i]?.slice(0, 200)}: ${res.body.slice(0, 300)}`,
            );
          }
          if (res.statusCode >= 400) {
            expect(await snapshot(), `${method.toUpperCase()} ${path} refused but wrote`).toBe(before);
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(paths.length * INPUTS_PER_ROUTE);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    console.log(`fuzz: ${sent} malformed requests to ${paths.length} paths, no 5xx`);
  });
});
