import { randomUUID } from 'node:crypto';
import { API } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../test/test-app.js';

describe('answers outside the routes', () => {
  const { t, auth } = useAdminTestApp();
  const json = () => ({ ...auth, 'content-type': 'application/json' });

  it('answers a path that is not valid percent-encoding with 400 in the common error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: API.access.validateToken.pattern.replace(':token', '%E0%A4%A'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address is not valid.', code: 'FST_ERR_BAD_URL' });
  });

  it('reads an empty JSON body as {} on every route, so bodiless calls reach their handlers', async () => {
    const refresh = await t.app.inject({ method: 'POST', url: API.configs.refresh, headers: json(), payload: '' });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const unknown = randomUUID();
    for (const [method, url] of [
      ['PATCH', API.questions.toggleStatus(unknown)],
      ['DELETE', API.questions.delete(unknown)],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: json(), payload: '' });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    // A route that needs fields names them, rather than calling the body invalid JSON.
    const login = await t.app.inject({ method: 'POST', url: API.user.login, headers: json(), payload: '' });
    expect(login.statusCode).toBe(400);
    expect(login.json().code).toBe('VALIDATION');
  });
});
