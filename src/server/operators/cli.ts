// Entry of `npm run operator -- add EMAIL [--password-stdin]`, `… list` and `… remove EMAIL`
// (built into dist/server/operator.js). On PostgreSQL it opens DATABASE_URL itself; on the
// embedded database it asks the Setu server holding DATA_DIR through its control socket, or,
// when none runs, opens DATA_DIR itself. Exit codes: 0 done, 1 refused or failed, 2 usage.
import { NoServerError, RefusedError, requestOperatorCommand } from '../backup/control-socket';
import { CommandError, holdsDatabase, openWithoutServer } from '../backup/local-database';
import { ConfigError, loadConfig, type Config } from '../config';
import { openPostgres, type Database } from '../db/client';
import { OPERATOR_LINK_HOURS, OperatorError } from './operator-accounts';
import { runOperatorRequest, type OperatorRequest, type OperatorResult } from './operator-commands';
import { appUrl, PATHS } from '../../shared/paths';

const USAGE = [
  'Usage:',
  '  npm run operator -- add EMAIL                    prints a one-time link to set the password',
  '  npm run operator -- add EMAIL --password-stdin   reads the password from standard input',
  '  npm run operator -- list',
  '  npm run operator -- remove EMAIL',
].join('\n');

class UsageError extends Error {}

function parse(args: string[]): { request: OperatorRequest; passwordStdin: boolean } {
  const [command, ...rest] = args;
  const flags = rest.filter((a) => a.startsWith('--'));
  const words = rest.filter((a) => !a.startsWith('--'));
  if (command === 'list' && rest.length === 0) {
    return { request: { op: 'list' }, passwordStdin: false };
  }
  if (command === 'remove' && words.length === 1 && flags.length === 0) {
    return { request: { op: 'remove', email: words[0]! }, passwordStdin: false };
  }
  if (
    command === 'add' &&
    words.length === 1 &&
    flags.every((f) => f === '--password-stdin') &&
    flags.length <= 1
  ) {
    return {
      request: { op: 'add', email: words[0]! },
      passwordStdin: flags.length === 1,
    };
  }
  throw new UsageError(USAGE);
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    throw new CommandError(
      '--password-stdin reads the password from a pipe, for example: printf %s "$PASSWORD" | npm run operator -- add EMAIL --password-stdin',
    );
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One final line break is the pipe's, not the password's.
  const password = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  if (!password) throw new CommandError('No password arrived on standard input.');
  return password;
}

async function onDatabase(database: Database, request: OperatorRequest): Promise<OperatorResult> {
  try {
    // As a starting server does: the operators tables exist from then on.
    await database.migrate();
    return await runOperatorRequest(database.db, request);
  } catch (error) {
    if (error instanceof OperatorError) throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

async function runOperatorCommand(
  config: Config,
  request: OperatorRequest,
): Promise<OperatorResult> {
  if (config.databaseUrl) {
    let database: Database;
    try {
      database = await openPostgres(config.databaseUrl, 2);
      await database.ping();
    } catch (error) {
      throw new CommandError(
        `Could not reach the database at DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return onDatabase(database, request);
  }
  const { dataDir } = config;
  if (!holdsDatabase(dataDir)) {
    throw new CommandError(
      `There is no Setu database in ${dataDir}. Is DATA_DIR set as when Setu runs? (Setu makes it at its first start.)`,
    );
  }
  try {
    return (await requestOperatorCommand(dataDir, request)) as OperatorResult;
  } catch (error) {
    if (error instanceof RefusedError) throw new CommandError(error.message);
    if (!(error instanceof NoServerError)) throw error;
  }
  const database = await openWithoutServer(
    dataDir,
    'It may have started before npm run operator existed: restart it, then run the command again.',
  );
  return onDatabase(database, request);
}

function report(config: Config, request: OperatorRequest, result: OperatorResult): void {
  // The server's own address when it answered (its PUBLIC_URL), else this environment's.
  const publicUrl = result.publicUrl ?? config.publicUrl;
  const signIn = appUrl(publicUrl, PATHS.operatorSignIn);
  if (result.op === 'add' && request.op === 'add') {
    console.log(`Operator added: ${request.email.trim().toLowerCase()}`);
    if (result.setupToken) {
      console.log(
        `Send them this link to set their password (it works once, for ${OPERATOR_LINK_HOURS} hours):`,
      );
      console.log(appUrl(publicUrl, PATHS.operatorWelcome, { token: result.setupToken }));
    }
    console.log(`They sign in at ${signIn} and set up an authenticator app there.`);
  } else if (result.op === 'list') {
    if (result.operators.length === 0) {
      console.log('No operators yet. Add one: npm run operator -- add EMAIL');
      return;
    }
    for (const o of result.operators) {
      const factor = o.secondFactor ? 'authenticator set up' : 'authenticator not set up yet';
      console.log(`${o.email}\t${factor}\tadded ${o.createdAt.slice(0, 10)}`);
    }
  } else if (result.op === 'remove' && request.op === 'remove') {
    console.log(
      `Operator removed: ${request.email.trim().toLowerCase()} (their sessions are ended).`,
    );
  }
}

async function main(): Promise<void> {
  const { request, passwordStdin } = parse(process.argv.slice(2));
  const config = loadConfig();
  if (request.op === 'add' && passwordStdin) request.password = await readPassword();
  const result = await runOperatorCommand(config, request);
  report(config, request, result);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof CommandError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
