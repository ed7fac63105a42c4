import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { prepareDatabase } from './db/prepare.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await prepareDatabase(config, (error) =>
    console.error(`database connection lost: ${error.message}`),
  );
  const app = await buildApp({ config, database, startWorkers: true });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.brandName} is running on ${config.publicUrl} (database: ${database.kind}, payments: ${config.payment.provider}, mail: ${config.mail.smtpUrl ? 'smtp' : `${config.dataDir}/mail`})`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
