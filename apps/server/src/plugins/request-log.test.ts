import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { quietRequestLogController, registerRequestLog } from './request-log.js';

async function appLogging(level: string) {
  const lines: { level: number; msg: string; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: quietRequestLogController() });
  registerRequestLog(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 1050));
    return { ok: true };
  });
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('at info: nothing for a success, one line for a refusal, a failure or a slow answer', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject('/ok');
    expect(lines.filter((l) => l.msg === 'request completed')).toEqual([]);
    await app.inject('/missing');
    await app.inject('/boom');
    await app.inject('/slow');
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => [l.res?.statusCode, l.level])).toEqual([
      [404, 30],
      [500, 40],
      [200, 40],
    ]);
    await app.close();
  });

  it('at trace: the arrival and the answer of every request', async () => {
    const { app, lines } = await appLogging('trace');
    await app.inject('/ok');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    await app.close();
  });
});
