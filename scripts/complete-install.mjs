// npm leaves out the optional packages whose `engines` the Node running npm does not meet: under
// an older Node it skips some that the pinned Node needs (Lingui's native tools want >=22.19).
// After `npm ci`, this script runs on the pinned Node (node_modules/.bin comes first) and, when
// npm itself ran on an older one, completes the install with npm on the pinned Node
// (docs/decisions/0027-node-pinned-by-the-project.md).
import { execFileSync, spawnSync } from 'node:child_process';

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
const npmNode = process.env.npm_node_execpath;
const npmCli = process.env.npm_execpath;
if (npmNode && npmCli && !process.env.SETU_COMPLETING_INSTALL) {
  const version = execFileSync(npmNode, ['--version'], { encoding: 'utf8' }).trim();
  if (major(version) < major(process.version)) {
    console.log(`npm ran on Node ${version}: adding what Node ${process.version} needs…`);
    const result = spawnSync(
      process.execPath,
      [npmCli, 'install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund'],
      { stdio: 'inherit', env: { ...process.env, SETU_COMPLETING_INSTALL: '1' } },
    );
    process.exit(result.status ?? 1);
  }
}
