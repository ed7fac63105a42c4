import { base64DecodedBytes, CONFIG_IMAGE_MAX_BYTES, imageConfigValueError, MESSAGES } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { sortConfigs } from './configs.presenter.js';
import type { ConfigRow } from './configs.repository.js';
import { spellingsOf } from './configs.service.js';

const c = MESSAGES.configs;

describe('imageConfigValueError', () => {
  it('accepts site paths and image data URLs', () => {
    for (const ok of [
      '/vouchers/gift-voucher.png',
      '/a',
      '/images/v%20oucher.svg',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/jpeg;base64,/9j/4AAQ',
      'data:image/gif;base64,R0lGODlh',
      'data:image/webp;base64,UklGRg==',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    ]) {
      expect(imageConfigValueError(ok), ok).toBeUndefined();
    }
  });

  it('refuses other values with a clear message', () => {
    expect(imageConfigValueError('  ')).toBe(c.valueEmpty);
    for (const bad of [
      'http://x/y.png',
      '//cdn/x.png',
      '/\\evil',
      'x.png',
      '/a b.png',
      '/a"b',
      `/${'a'.repeat(2048)}`,
      'data:image/png;base64,abc',
      'data:image/png;base64,',
      'data:image/tiff;base64,AAAA',
      'data:text/plain;base64,AAAA',
    ]) {
      expect(imageConfigValueError(bad), bad).toBe(c.imageInvalid);
    }
  });

  it('measures the decoded size against CONFIG_IMAGE_MAX_BYTES', () => {
    for (const n of [1, 2, 3, 4, 5, 100]) {
      expect(base64DecodedBytes(Buffer.alloc(n).toString('base64'))).toBe(n);
    }
    const at = Buffer.alloc(CONFIG_IMAGE_MAX_BYTES).toString('base64');
    const over = Buffer.alloc(CONFIG_IMAGE_MAX_BYTES + 1).toString('base64');
    expect(imageConfigValueError(`data:image/png;base64,${at}`)).toBeUndefined();
    expect(imageConfigValueError(`data:image/png;base64,${over}`)).toBe(c.imageTooLarge);
    expect(c.imageTooLarge).toContain(`${CONFIG_IMAGE_MAX_BYTES / 1024} KB`);
  });
});

describe('config keys', () => {
  it('knows every spelling of a key', () => {
    expect(spellingsOf('giftVocher')).toEqual(['giftVocher', 'giftvocher']);
    expect(spellingsOf('barVocher')).toEqual(['barVocher', 'barvochers']);
    expect(spellingsOf('introMsg')).toEqual(['introMsg']);
  });

  it('sorts in story order, an alias after its key, unknown keys last', () => {
    const row = (key: string) => ({ key }) as ConfigRow;
    const keys = ['zzz', 'barvochers', 'introMsg', 'barVocher', 'shopName', 'aaa'].map(row);
    expect(sortConfigs(keys).map((r) => r.key)).toEqual([
      'shopName',
      'introMsg',
      'barVocher',
      'barvochers',
      'aaa',
      'zzz',
    ]);
  });
});
