// Entry point: `npm start` runs this after building the front end when needed.
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/client';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const stop = (signal: string) => {
    server.logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      server.logger.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close().then(
      () => {
        server.logger.info('stopped cleanly');
        process.exit(0);
      },
      (error) => {
        server.logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  console.error(`Setu could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
