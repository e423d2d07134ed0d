// Entry of `npm run backup [FILE]` and `npm run restore FILE`; the work is in commands.ts.
import { ConfigError, loadConfig } from '../config';
import { backup, formatSize, restore } from './commands';
import { CommandError } from './local-database';

async function main(): Promise<void> {
  const [command, file, ...extra] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || extra.length > 0) {
    throw new CommandError('Usage: npm run backup [FILE]  or  npm run restore FILE');
  }
  const config = loadConfig();
  if (command === 'backup') {
    const written = await backup(config, file);
    console.log(`Backup written: ${written.path} (${formatSize(written.bytes)}).`);
    console.log(
      'It holds the database only, and with it personal data and password hashes: keep it private.',
    );
    return;
  }
  const restored = await restore(config, file);
  console.log(`Restored ${file} into ${restored.dataDir}. Start Setu with this DATA_DIR.`);
  if (!restored.keepsSessions) {
    console.log(
      'This DATA_DIR has no auth-secret: Setu will make a new one, so everyone signs in again. ' +
        'To keep sessions, copy auth-secret from the old DATA_DIR here before starting.',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof CommandError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
