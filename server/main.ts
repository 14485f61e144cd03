import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startStatsFoldWorker, startTimeSweepWorker } from './composition/time-sweeps';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './db/seed';
import { createLogOutput } from './http/log-output';
import { buildStaticServer, findStaticSite } from './http/static-site';
import { loggingChannel, startOutboxWorker } from './modules/messages';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function urlOf(config: AppConfig, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** TEST_CLOCK: a clock the browser tests move forward (`POST /api/app/test/clock`) instead of waiting days. */
function testClock(startOffsetMs: number) {
  let offsetMs = startOffsetMs;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceClock: (ms: number) => {
      offsetMs += ms;
    },
  };
}

async function main() {
  const config = readConfig();
  const log = createLogOutput(config);

  const started = Date.now();
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, maxConnections: config.databasePoolSize }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  database.failed.catch((error: unknown) => {
    console.error('The database stopped working; exiting so a supervisor can restart the server:', error);
    process.exit(1);
  });
  const clock: Partial<ReturnType<typeof testClock>> = config.testClock
    ? testClock(config.testClockOffsetMs)
    : {};
  const seeded = await seedDemoData(database.db, config.seedDemoData, clock.now?.());

  const appSite = findStaticSite(config.appDist);
  const portalSite = findStaticSite(config.portalDist);
  const app = await buildApp({ config, database, logger: log.loggerFor(), site: appSite, ...clock });
  await app.listen({ port: config.port, host: config.host });
  // Messages leave the app (push, SMS) through one channel; the default one writes a log line per delivery.
  const outbox = startOutboxWorker({
    db: database.db,
    channel: loggingChannel(app.log),
    onError: (error) => app.log.error({ err: error }, 'outbox drain failed'),
  });
  // Complaint deadlines and appointment expiry, on the app's clock (the test clock when set).
  const deadlines = startTimeSweepWorker({
    db: database.db,
    config,
    now: clock.now,
    onError: (error) => app.log.error({ err: error }, 'deadline sweep failed'),
  });

  const folds = startStatsFoldWorker(database.db, (error) =>
    app.log.error({ err: error }, 'stats fold failed'),
  );

  let portal: FastifyInstance | undefined;
  if (portalSite) {
    // The portal's Content-Security-Policy lets it fetch and run the app from the app's public origin.
    portal = await buildStaticServer(portalSite, log.loggerFor(), [new URL(config.publicUrl).origin], config);
    await portal.listen({ port: config.portalPort, host: config.host });
  }

  const api = urlOf(config, config.port);
  const lines = [
    '',
    `Supervision code server ready in ${Date.now() - started} ms (${config.mode} mode)`,
    `  Database        ${database.kind} at ${database.location}${seeded ? (config.seedDemoData ? ' (demo data created)' : ' (reference data created)') : ''}`,
    `  API             ${api}/api/health   (the health check; every endpoint is under /api/)`,
    appSite
      ? `  Standalone app  ${api}/`
      : `  Standalone app  not built: ${config.appDist}/index.html is missing, run \`npm run build\``,
    portalSite
      ? `  Portal demo     ${urlOf(config, config.portalPort)}/   (hosts the app as a qiankun micro-app)`
      : `  Portal demo     not built: ${config.portalDist}/index.html is missing, run \`npm run build\``,
    config.mode === 'development'
      ? '  Host simulator  development only: the app simulates the host SDK; auth codes come from /api/app/thirdLogin/getSiqCode'
      : '  Host simulator  off (production mode)',
    '',
    ...(config.seedDemoData
      ? [
          `Demo accounts (password ${DEMO_PASSWORD}):`,
          ...DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.name}  ${a.summary}`),
          '',
        ]
      : ['No demo accounts (SEED_DEMO_DATA is off).', '']),
    ...(config.logFile ? [`Request log: ${config.logFile} (warnings and errors also show here).`, ''] : []),
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    console.log(`${signal} received: finishing in-flight requests, then closing the database`);
    try {
      // close() stops accepting connections and waits for requests in flight.
      await Promise.all([app.close(), portal?.close(), outbox.stop(), deadlines.stop(), folds.stop()]);
      await database.close();
      await log.close();
      process.exit(0);
    } catch (error) {
      console.error('shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
