import { API, CONFIG_IMAGE_MAX_BYTES, CONFIG_VALUE_MAX_LENGTH, MESSAGES, type MessageConfig } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, messageConfigs } from '../../db/schema.js';
import { useAdminTestApp } from '../../test/test-app.js';
import type { ActiveConfigValues } from './configs.service.js';

const c = MESSAGES.configs;
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('message configs API', () => {
  const { t, auth } = useAdminTestApp();

  /** The value the chat plays for `key` now. */
  const activeValue = async (key: keyof ActiveConfigValues) =>
    (await t.app.services.configs.activeConfigValues(t.database.db))[key];

  async function list(): Promise<MessageConfig[]> {
    const res = await t.app.inject({ method: 'GET', url: API.configs.list, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  function update(key: string, payload: unknown) {
    return t.app.inject({ method: 'PUT', url: API.configs.update(key), headers: auth, payload: payload as object });
  }

  it('refuses every call without a valid admin token', async () => {
    for (const call of [
      { method: 'GET', url: API.configs.list },
      { method: 'PUT', url: API.configs.update('introMsg'), payload: { isActive: false } },
      { method: 'POST', url: API.configs.refresh, payload: {} },
    ] as const) {
      const res = await t.app.inject({ ...call });
      expect(res.statusCode, call.url).toBe(401);
    }
  });

  it('lists every config in story order, never updated yet by anyone ("system")', async () => {
    const rows = await list();
    expect(rows.map((r) => r.key)).toEqual([
      'shopName',
      'pubName',
      'introMsg',
      'pauseMsg',
      'finalMsg',
      'welcomeBackMsg',
      'giftVocher',
      'barVocher',
      'finishSummaryMsg',
      'leaderboardInviteMsg',
      'leaderboardJoinedMsg',
    ]);
    expect(rows.every((r) => r.isActive && r.updatedBy === null && r.value.length > 0)).toBe(true);
  });

  it('updates value, description and status; updatedBy from the token; audit written; hunt cache sees it', async () => {
    expect(await activeValue('pauseMsg')).toContain('Paused');
    const value = '<b>Paused</b> & "{teamName}"  ';
    const res = await update('pauseMsg', { value, description: 'New description', isActive: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(c.updated);
    const data: MessageConfig = res.json().data;
    expect(data).toMatchObject({ key: 'pauseMsg', value, description: 'New description', isActive: true });
    expect(data.updatedBy).toBe('07700900123');
    expect(data.updatedAt).toBe(t.clock.now().toISOString());
    expect(await activeValue('pauseMsg')).toBe(value);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'pauseMsg'));
    expect(audit.at(-1)).toMatchObject({ action: 'config.update', actorLabel: '07700900123' });
    expect(audit.at(-1)?.after).toMatchObject({ value });

    // Saved again as it is (a second tab, a repeated request): nothing changed, nothing recorded.
    const again = await update('pauseMsg', { value, description: 'New description', isActive: true });
    expect(again.statusCode).toBe(200);
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'pauseMsg'));
    expect(after).toHaveLength(audit.length);
  });

  it('toggles with {isActive} alone, keeping the value; an inactive message is not read by the hunt', async () => {
    const before = (await list()).find((r) => r.key === 'welcomeBackMsg');
    const off = await update('welcomeBackMsg', { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(c.toggled);
    expect(off.json().data).toMatchObject({ isActive: false, value: before?.value, description: before?.description });
    expect(await activeValue('welcomeBackMsg')).toBeUndefined();
    const on = await update('welcomeBackMsg', { isActive: true });
    expect(on.json().data.isActive).toBe(true);
    expect(await activeValue('welcomeBackMsg')).toBe(before?.value);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'welcomeBackMsg'));
    expect(audit.map((a) => a.action)).toEqual(['config.toggle', 'config.toggle']);
  });

  it('refuses a blank value, an empty body and a too long text; nothing changes', async () => {
    const before = (await list()).find((r) => r.key === 'introMsg');
    for (const payload of [{ value: '' }, { value: '   \n ' }, { value: '  ', isActive: true }]) {
      const res = await update('introMsg', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(c.valueEmpty);
    }
    const empty = await update('introMsg', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(c.nothingToUpdate);
    const long = await update('introMsg', { value: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(c.valueTooLong);
    const wrongType = await update('introMsg', { isActive: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect((await list()).find((r) => r.key === 'introMsg')).toEqual(before);
  });

  it('404s an unknown key', async () => {
    const res = await update('noSuchKey', { value: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(c.notFound);
    expect(await t.database.db.select().from(messageConfigs).where(eq(messageConfigs.key, 'noSuchKey'))).toHaveLength(
      0,
    );
  });

  it('404s the names of Object.prototype members (they are not aliases)', async () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const res = await update(key, { value: 'x', description: 'x' });
      expect(res.statusCode, key).toBe(404);
    }
  });

  describe('voucher images', () => {
    it('accepts a site path and an image data URL', async () => {
      const path = await update('giftVocher', { value: '/vouchers/new-gift.png' });
      expect(path.statusCode, path.body).toBe(200);
      expect(await activeValue('giftVocher')).toBe('/vouchers/new-gift.png');
      const data = await update('barVocher', { value: PNG_1PX });
      expect(data.statusCode, data.body).toBe(200);
      expect(await activeValue('barVocher')).toBe(PNG_1PX);
    });

    it('refuses anything else, and images above the size limit', async () => {
      const refused = [
        'https://evil.example/x.png',
        '//evil.example/x.png',
        'vouchers/relative.png',
        '/path with spaces.png',
        '/x.png" onerror="alert(1)',
        'javascript:alert(1)',
        'data:text/html;base64,PHNjcmlwdD4=',
        'data:image/png,notbase64',
        'data:image/png;base64,***',
        'data:image/png;base64,',
        'data:image/bmp;base64,Qk0=',
      ];
      for (const value of refused) {
        const res = await update('giftVocher', { value });
        expect(res.statusCode, value).toBe(400);
        expect(res.json().message).toBe(c.imageInvalid);
        expect(res.json().errors).toHaveProperty('value');
      }
      const bytes = Buffer.alloc(CONFIG_IMAGE_MAX_BYTES + 3, 1);
      const tooBig = await update('giftVocher', { value: `data:image/png;base64,${bytes.toString('base64')}` });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().message).toBe(c.imageTooLarge);
      // Past the row's limit the schema refuses it before it is read as an image, with the same words.
      const huge = Buffer.alloc(CONFIG_VALUE_MAX_LENGTH, 1);
      const hugeRes = await update('giftVocher', { value: `data:image/png;base64,${huge.toString('base64')}` });
      expect(hugeRes.statusCode).toBe(400);
      expect(hugeRes.json().message).toBe(c.imageTooLarge);
      const atLimit = Buffer.alloc(CONFIG_IMAGE_MAX_BYTES, 1);
      const ok = await update('giftVocher', { value: `data:image/png;base64,${atLimit.toString('base64')}` });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('accepts both spellings of the voucher keys and writes the row that exists', async () => {
      const res = await update('barvochers', { value: '/vouchers/alias.png' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.key).toBe('barVocher');
      expect(await activeValue('barVocher')).toBe('/vouchers/alias.png');
      const gift = await update('giftvocher', { isActive: false });
      expect(gift.json().data).toMatchObject({ key: 'giftVocher', isActive: false });
      await update('giftVocher', { isActive: true });
      expect((await list()).filter((r) => r.key.toLowerCase().startsWith('barvoc'))).toHaveLength(1);

      // A row stored under the lowercase spelling is written under that spelling.
      await t.database.db.delete(messageConfigs).where(eq(messageConfigs.key, 'giftVocher'));
      await t.database.db.insert(messageConfigs).values({ key: 'giftvocher', value: '/vouchers/old.png' });
      const viaCanonical = await update('giftVocher', { value: '/vouchers/lower.png', description: 'Lower' });
      expect(viaCanonical.statusCode, viaCanonical.body).toBe(200);
      expect(viaCanonical.json().data).toMatchObject({ key: 'giftvocher', value: '/vouchers/lower.png' });
      expect(await activeValue('giftVocher')).toBe('/vouchers/lower.png');
      const rows = await list();
      expect(rows.filter((r) => r.key.toLowerCase() === 'giftvocher').map((r) => r.key)).toEqual(['giftvocher']);
      // The alias spelling is treated as an image key too.
      const bad = await update('giftvocher', { value: 'not an image' });
      expect(bad.statusCode).toBe(400);
    });

    it('a known key without a row is created by a value update, but a toggle alone 404s', async () => {
      await t.database.db.delete(messageConfigs).where(eq(messageConfigs.key, 'shopName'));
      const toggle = await update('shopName', { isActive: false });
      expect(toggle.statusCode).toBe(404);
      const created = await update('shopName', { value: 'The New Shop' });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data).toMatchObject({ key: 'shopName', value: 'The New Shop', isActive: true });
      expect(await activeValue('shopName')).toBe('The New Shop');
    });
  });

  it('refresh reloads the cache the hunt reads (a change made behind the app is picked up)', async () => {
    expect(await activeValue('finalMsg')).toContain('Bravo');
    await t.database.db
      .update(messageConfigs)
      .set({ value: 'Changed in the database' })
      .where(eq(messageConfigs.key, 'finalMsg'));
    // (Whether the cache is still stale here depends on when an earlier test's change
    // notification arrives, so only the refresh itself is asserted.)
    const res = await t.app.inject({ method: 'POST', url: API.configs.refresh, headers: auth, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(c.refreshed);
    expect(await activeValue('finalMsg')).toBe('Changed in the database');
    const noBody = await t.app.inject({ method: 'POST', url: API.configs.refresh, headers: auth });
    expect(noBody.statusCode, noBody.body).toBe(200);
  });
});
