import { describe, expect, it } from 'vitest';
import { API, REFRESH_COOKIE_PATH } from './routes.js';

describe('the refresh cookie path', () => {
  it('covers the refresh and logout calls', () => {
    expect(API.user.refreshToken.startsWith(`${REFRESH_COOKIE_PATH}/`)).toBe(true);
    expect(API.user.logout.startsWith(`${REFRESH_COOKIE_PATH}/`)).toBe(true);
  });
});
