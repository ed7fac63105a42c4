import { API, API_PREFIX, PAGES } from '@seaside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { createTestApp, type TestApp } from './test/test-app.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.health });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document generated from the route schemas, and the docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: API.openApi })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain(API.health);
    // Every status a route can answer is declared: moving a cancelled booking is a 409, a refund
    // event that arrives before its refund is recorded a 503 (Stripe delivers it again).
    expect(Object.keys(doc.paths[API.user.update.pattern.replace(':id', '{id}')].patch.responses)).toContain('409');
    expect(Object.keys(doc.paths[API.payment.webhook].post.responses)).toContain('503');
    // A body the route may go without is not marked required (the chat opens from the cookie alone).
    expect(doc.paths[API.puzzle.start].post.requestBody.required).not.toBe(true);
    expect(doc.paths[API.puzzle.send].post.requestBody.required).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: `${API.docs}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    // A path under the API prefix that is deliberately not in the map.
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/nope` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.health });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ method: 'GET', url: PAGES.bookNow });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers 503 while the database cannot be reached', async () => {
    const database = await openDatabase(
      process.env.TEST_DB_KIND === 'postgres'
        ? { databaseUrl: 'postgres://postgres@127.0.0.1:9/unreachable', dataDir: 'unused' }
        : { dataDir: 'memory://' },
    );
    if (database.kind === 'pglite') {
      await database.close();
      database.close = async () => {};
    }
    const app = await buildApp({ config: t.config, database, logger: false });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: API.health });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});
