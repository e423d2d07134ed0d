// Processes that a DATA_DIR lock may name after a crash or a reboot: a live program that is not
// Setu, another Node.js program, and a zombie (exited, never reaped by its parent).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface Spawned {
  pid: number;
  stop(): void;
}

function track(child: ChildProcess): Spawned {
  if (!child.pid) throw new Error('the process did not start');
  return {
    pid: child.pid,
    stop: () => {
      child.kill('SIGKILL');
    },
  };
}

/** `sleep`: alive, and nothing like Setu. */
export function foreignProcess(): Spawned {
  return track(spawn('sleep', ['300'], { stdio: 'ignore' }));
}

/** A Node.js program that is not Setu and took no lock. */
export function otherNodeProcess(): Spawned {
  return track(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], { stdio: 'ignore' }));
}

/** /proc/PID/stat's state (Z for a zombie) and start time, as the lock reads them. */
export function procStat(pid: number): { state: string; startTime: string } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, startTime: fields[19]! };
}

export function bootId(): string {
  return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
}

/**
 * A zombie: a shell starts a child in the background, then becomes `sleep`, which never reaps
 * it, so the child stays a zombie once it exits. Stopping the sleep lets init reap it. The child
 * lives a moment first: one that exited before the exec could be reaped by the shell itself.
 */
export async function zombieProcess(): Promise<Spawned> {
  const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 300'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const pid = await new Promise<number>((resolve, reject) => {
    parent.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
    parent.once('error', reject);
  });
  const deadline = Date.now() + 10_000;
  while (procStat(pid).state !== 'Z') {
    if (Date.now() > deadline) throw new Error(`pid ${pid} did not become a zombie`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { pid, stop: () => parent.kill('SIGKILL') };
}
