import { fork } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs';
import { REPO_ROOT } from './paths';

export type BarePglite = {
  pid: number;
  open_ms: number;
  /** Runs the child's query loop for `seconds`; resolves with how many queries it ran. */
  load: (seconds: number) => Promise<number>;
  stop: () => Promise<void>;
};

type Message = { kind: 'open'; open_ms: number } | { kind: 'done'; queries: number };

/**
 * PGlite alone in its own Node process (with the server's Node options), opened on `dir` (initdb
 * when it is empty) with `settings` passed as `-c name=value`; none means PGlite's defaults.
 */
export async function startBarePglite(options: { dir: string; settings?: Record<string, string>; logFile: string }): Promise<BarePglite> {
  const log = openSync(options.logFile, 'a');
  const child = fork(join(import.meta.dirname, 'bare-pglite-child.mjs'), [], {
    cwd: REPO_ROOT,
    execArgv: [...SERVER_NODE_ARGS],
    env: { ...process.env, PGLITE_DIR: options.dir, PGLITE_SETTINGS: JSON.stringify(options.settings ?? {}) },
    stdio: ['ignore', log, log, 'ipc'],
  });
  const next = (kind: Message['kind']) =>
    new Promise<Message>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`bare PGlite exited (${code}) before '${kind}'; see ${options.logFile}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const opened = (await next('open')) as Extract<Message, { kind: 'open' }>;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Like spawnNode's children: never outlive the benchmark.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  void exited.then(() => process.off('exit', kill));
  return {
    pid: child.pid!,
    open_ms: opened.open_ms,
    load: async (seconds) => {
      const done = next('done');
      child.send({ kind: 'load', seconds });
      return ((await done) as Extract<Message, { kind: 'done' }>).queries;
    },
    stop: async () => {
      child.send({ kind: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
