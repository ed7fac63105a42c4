import type { VerifySessionResponse } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { createVerificationRun, verificationRunFor } from './verification';

/** A fake clock and timer queue: `tick()` runs the next timer after advancing time. */
function fakeTime() {
  let t = 0;
  const timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => timers.push({ at: t + ms, fn }),
    async tick() {
      const next = timers.shift();
      if (!next) return false;
      t = next.at;
      next.fn();
      await flush();
      return true;
    },
  };
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const pending: VerifySessionResponse = { valid: false, status: 'pending' };

describe('payment verification run', () => {
  it('asks once per start, however often start is called (strict mode)', async () => {
    let calls = 0;
    const run = createVerificationRun('s1', {
      verify: async () => {
        calls++;
        return { valid: true, status: 'paid' };
      },
    });
    run.start();
    run.start();
    await flush();
    expect(calls).toBe(1);
    expect(run.getSnapshot().status).toBe('confirmed');
    expect(run.claimConfirmationNotice()).toBe(true);
    expect(run.claimConfirmationNotice()).toBe(false);
  });

  it('polls every 2 s while pending and stops after 60 s as slow', async () => {
    const time = fakeTime();
    const asked: number[] = [];
    const run = createVerificationRun('s2', {
      verify: async () => {
        asked.push(time.now());
        return pending;
      },
      now: time.now,
      setTimer: time.setTimer,
    });
    run.start();
    await flush();
    while (await time.tick()) {}
    expect(asked[1]).toBe(2000);
    expect(asked.at(-1)).toBeLessThanOrEqual(60_000);
    // At 0, 2, 4, … 60 s.
    expect(asked.length).toBe(31);
    expect(run.getSnapshot()).toEqual({ status: 'verifying', slow: true });
  });

  it('checks again on request after the window, for another whole window; not while still polling', async () => {
    const time = fakeTime();
    let answer: VerifySessionResponse = pending;
    const asked: number[] = [];
    const run = createVerificationRun('s5', {
      verify: async () => {
        asked.push(time.now());
        return answer;
      },
      now: time.now,
      setTimer: time.setTimer,
    });
    run.start();
    await flush();
    run.checkAgain();
    await flush();
    expect(asked).toHaveLength(1);
    while (await time.tick()) {}
    expect(run.getSnapshot().slow).toBe(true);
    const windowEnd = time.now();
    const firstWindow = asked.length;

    run.checkAgain();
    expect(run.getSnapshot()).toEqual({ status: 'verifying', slow: false });
    await flush();
    while (await time.tick()) {}
    // Another 31 asks over the next 60 s, then slow again.
    expect(asked.length - firstWindow).toBe(31);
    expect(asked.at(-1)).toBe(windowEnd + 60_000);
    expect(run.getSnapshot().slow).toBe(true);

    answer = { valid: true, status: 'paid' };
    run.checkAgain();
    await flush();
    expect(run.getSnapshot().status).toBe('confirmed');
  });

  it('becomes confirmed when a later answer is valid, failed on status failed, error on a request error', async () => {
    const time = fakeTime();
    const answers: VerifySessionResponse[] = [pending, pending, { valid: true, status: 'paid' }];
    const run = createVerificationRun('s3', {
      verify: async () => answers.shift() ?? pending,
      now: time.now,
      setTimer: time.setTimer,
    });
    run.start();
    await flush();
    while (await time.tick()) {}
    expect(run.getSnapshot().status).toBe('confirmed');

    const failed = createVerificationRun('s4', { verify: async () => ({ valid: false, status: 'failed' }) });
    failed.start();
    await flush();
    expect(failed.getSnapshot().status).toBe('failed');

    const broken = createVerificationRun('s5', {
      verify: async () => {
        throw new Error('404');
      },
    });
    broken.start();
    await flush();
    expect(broken.getSnapshot().status).toBe('error');
  });

  it('keeps one run per session id', () => {
    const deps = { verify: async () => pending };
    expect(verificationRunFor('same', deps)).toBe(verificationRunFor('same', deps));
    expect(verificationRunFor('other', deps)).not.toBe(verificationRunFor('same', deps));
  });
});
