/**
 * The bench's references, beside the product on the same PostgreSQL:
 *
 * - `POST /floor/send` `{ team, message }`: the least a durable chat step can do (lock the team's
 *   row, update it, insert a transcript row, commit), with Fastify and `pg` and nothing else. Disk
 *   flushes and the host set its latency; the product's chat is judged against it, not against
 *   absolute figures alone.
 * - `GET /hello`: a bare route, printed for reference only.
 *
 * Its tables are `floor_teams` and `floor_turns` in the bench database (scripts/bench/seed.mjs).
 * Usage: PORT=3801 DATABASE_URL=postgres://… node scripts/bench/reference-server.mjs
 */
import { createRequire } from 'node:module';

// Fastify and pg are dependencies of the server workspace; resolve them from there.
const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const Fastify = require('fastify');
const pg = require('pg');

// As many connections as a product process opens, so both meet the same database the same way.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));

app.post('/floor/send', async (request) => {
  const { team, message } = request.body;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query('select steps from floor_teams where id = $1 for update', [team]);
    if (rows.length === 0) throw new Error(`no floor team ${team}`);
    await client.query('update floor_teams set steps = steps + 1, updated_at = now() where id = $1', [team]);
    const reply = `Step ${rows[0].steps + 1}: not quite!`;
    await client.query('insert into floor_turns (team_id, messages) values ($1, $2)', [
      team,
      JSON.stringify([
        { role: 'user', content: message },
        { role: 'assistant', content: reply },
      ]),
    ]);
    await client.query('commit');
    return { reply };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(process.env.PORT ?? 3801), host: '127.0.0.1' });
console.log('reference server ready');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () =>
    app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
  );
}
