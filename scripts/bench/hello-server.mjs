/**
 * The reference: a bare Fastify server answering "hello" (no plugins, no logging, no database).
 * Its throughput under the same load is the limit of this stack on this machine; every route's
 * figure is reported as a ratio to it. Usage: PORT=3801 node scripts/bench/hello-server.mjs
 */
import { createRequire } from 'node:module';

// Fastify is a dependency of the server workspace; resolve it from there.
const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3801), host: '127.0.0.1' });
console.log('hello server ready');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
