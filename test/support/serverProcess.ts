// One real API server process (src/server/main.ts) on a port of its own (PORT=0) and a data
// folder, taken as started once its /readyz answers 200 (src/server/operations): the browser
// tests' server, the several-processes test's three, and the first start that prepares the
// browser tests' data folder (test/templates). Its output is kept for a failure
// message; stop() ends it with SIGTERM (SIGKILL after 10 s), kill() with SIGKILL mid-work.
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  name: string;
  url: string;
  dataDir: string;
  output(): string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** the server's environment beyond PORT, HOST and DATA_DIR */
  env?: Record<string, string>;
  /** a data folder to use; a fresh temporary one otherwise */
  dataDir?: string;
  /** leave the data folder in place when stopped (default: kept only when it was given) */
  keepDataDir?: boolean;
  startTimeoutMs?: number;
}

/** Asks /readyz until it answers 200: listening is not yet ready (the runners start on ready). */
async function untilReady(url: string, exited: () => boolean, timeoutMs: number, output: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    if (answer?.status === 200) return;
    if (exited() || Date.now() > until) throw new Error(`not ready (${answer ? await answer.text() : 'no answer'}):\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startServerProcess(name: string, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `campus-server-${name}-`));
  const keep = options.keepDataDir ?? options.dataDir !== undefined;
  const timeoutMs = options.startTimeoutMs ?? 180_000;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LOG_REQUESTS: '0', ...options.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    child.stdout?.destroy();
    child.stderr?.destroy();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const m = /console: http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(output);
        if (m && /ready in/.test(output)) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}`);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${code}:\n${output}`));
      });
    });
    await untilReady(
      url,
      () => child.exitCode !== null,
      timeoutMs,
      () => output,
    );
    return { name, url, dataDir, output: () => output, kill: ended('SIGKILL'), stop: ended('SIGTERM') };
  } catch (e) {
    await ended('SIGKILL')();
    throw e;
  }
}
