// The parse worker's limits as the API thread holds them: a read past its working time, or making
// no progress, is refused and its worker ended; time this thread is busy elsewhere (the
// importer's database work) is not the read's; a caller that leaves (breaks out of the loop, or aborts) ends
// its worker at once; at most two reads run at once, a few more wait, the rest are refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MAX_PARSE_WORKERS, MAX_WAITING_READS } from '../../../src/server/spreadsheet/limits';
import {
  closeSpreadsheetReader,
  inspectSpreadsheet,
  parseWorkerLoad,
  readSpreadsheet,
  spreadsheetReaderReady,
  SpreadsheetRefused,
} from '../../../src/server/spreadsheet/readSpreadsheet';
import Fastify from 'fastify';
import { watchClient } from '../../../src/server/imports/upload/receive';
import { craftedXlsx, sheetXml } from './craft';
import { holdThisThread } from './holdThread';

// starting a worker takes a second or more on a busy machine, and some tests start several
jest.setTimeout(60_000);

let dir: string;
let big: string;
const ROWS = 40_000;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'worker-limits-'));
  const rows = Array.from(
    { length: ROWS },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c><c r="B${i + 1}" t="inlineStr"><is><t>学生${i}</t></is></c></row>`,
  ).join('');
  big = path.join(dir, 'big.xlsx');
  writeFileSync(big, await craftedXlsx({ sheet: sheetXml(rows) }));
});
afterAll(async () => {
  await closeSpreadsheetReader();
  rmSync(dir, { recursive: true, force: true });
});

/** The warm worker's thread id, once it has loaded. */
async function warmWorker(): Promise<number> {
  await spreadsheetReaderReady();
  const { workers, running } = parseWorkerLoad();
  expect(running).toBe(0);
  expect(workers).toHaveLength(1);
  return workers[0];
}

async function drain(file: string, options: Parameters<typeof readSpreadsheet>[2] = {}): Promise<number> {
  let n = 0;
  for await (const batch of readSpreadsheet(file, 'xlsx', options)) n += batch.length;
  return n;
}

describe('the working-time limit', () => {
  it('refuses a read past it as timeout, ends its worker, and the next read works', async () => {
    const reader = await warmWorker();
    await expect(drain(big, { timeLimitMs: 1 })).rejects.toMatchObject({ problem: 'timeout' });
    expect(parseWorkerLoad().workers).not.toContain(reader);
    expect(await drain(big)).toBe(ROWS);
  });

  it("holds for the upload's inspection too", async () => {
    const reader = await warmWorker();
    await expect(inspectSpreadsheet(big, 'xlsx', 30, { timeLimitMs: 1 })).rejects.toMatchObject({ problem: 'timeout' });
    expect(parseWorkerLoad().workers).not.toContain(reader);
  });

  // The limit is set from this machine's own time for the file read straight through (on a busy
  // machine the work itself takes longer), and the caller then spends twice the limit elsewhere:
  // the read passes only if that time is not counted.
  const limitFor = async () => {
    const t0 = performance.now();
    expect(await drain(big)).toBe(ROWS);
    return Math.max(1200, Math.ceil(2 * (performance.now() - t0)));
  };

  it('does not count the time the worker waits for the caller to take its rows', async () => {
    await warmWorker();
    const limit = await limitFor();
    const batches = ROWS / 2000;
    const wait = Math.ceil((2 * limit) / batches);
    let n = 0;
    const t0 = performance.now();
    for await (const batch of readSpreadsheet(big, 'xlsx', { timeLimitMs: limit, batchSize: 2000, credit: 1 })) {
      n += batch.length;
      await new Promise((r) => setTimeout(r, wait));
    }
    expect(performance.now() - t0).toBeGreaterThan(2 * limit - wait);
    expect(n).toBe(ROWS);
  });

  it('does not count the time this thread is held by other work, as the importer is by the database', async () => {
    await warmWorker();
    const limit = await limitFor();
    // 40 batches (the default size), this thread held after each for twice the limit in all,
    // while the worker parses ahead meanwhile, up to its credit
    const hold = Math.ceil((2 * limit) / 40);
    let n = 0;
    const t0 = performance.now();
    for await (const batch of readSpreadsheet(big, 'xlsx', { timeLimitMs: limit })) {
      n += batch.length;
      holdThisThread(hold);
    }
    expect(performance.now() - t0).toBeGreaterThan(2 * limit - hold);
    expect(n).toBe(ROWS);
  });
});

describe('the progress watchdog', () => {
  let stalling: string;
  beforeAll(async () => {
    // one row, then 8 million rows without a value (48 MB of XML, ~1.5 s of reading on a quiet
    // machine): read, but nothing comes of them
    stalling = path.join(dir, 'stalling.xlsx');
    writeFileSync(stalling, await craftedXlsx({ sheet: sheetXml(`<row r="1"><c r="A1"><v>1</v></c></row>${'<row/>'.repeat(8_000_000)}`) }));
  });

  it('ends a read that reads nothing for its stall time, though its total time is far off', async () => {
    const reader = await warmWorker();
    const t0 = performance.now();
    await expect(drain(stalling, { stallMs: 300, timeLimitMs: 60_000 })).rejects.toMatchObject({
      problem: 'timeout',
      message: expect.stringContaining('no progress for 300 ms'),
    });
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(parseWorkerLoad().workers).not.toContain(reader);
    // the same file read with the default stall time: the empty rows take well under it
    expect(await drain(stalling)).toBe(1);
  });

  it("holds for the upload's inspection too", async () => {
    await warmWorker();
    await expect(inspectSpreadsheet(stalling, 'xlsx', 30, { stallMs: 300 })).rejects.toMatchObject({ problem: 'timeout' });
  });
});

describe('a caller that leaves', () => {
  it('ends the worker as soon as the loop is left', async () => {
    const reader = await warmWorker();
    for await (const batch of readSpreadsheet(big, 'xlsx', { batchSize: 100 })) {
      expect(batch).toHaveLength(100);
      break;
    }
    expect(parseWorkerLoad().workers).not.toContain(reader);
    expect(parseWorkerLoad().running).toBe(0);
  });

  it('ends the worker when its signal aborts (the client went away), mid-read', async () => {
    const reader = await warmWorker();
    const controller = new AbortController();
    const reading = inspectSpreadsheet(big, 'xlsx', 30, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 20));
    const t0 = performance.now();
    controller.abort();
    await expect(reading).rejects.toMatchObject({ problem: 'cancelled' });
    // the worker is ended, not left to read on until it comes to a point where it could stop
    expect(performance.now() - t0).toBeLessThan(200);
    expect(parseWorkerLoad().workers).not.toContain(reader);
  });

  it('ends the worker when the HTTP client disconnects mid-read (watchClient)', async () => {
    const reader = await warmWorker();
    const app = Fastify();
    const outcomes: Promise<{ problem: string; ms: number }>[] = [];
    let left = 0;
    app.post('/read', async (request) => {
      const client = watchClient(request);
      const read = inspectSpreadsheet(big, 'xlsx', 30, { signal: client.signal });
      outcomes.push(
        read.then(
          () => ({ problem: 'read to the end', ms: 0 }),
          (e: SpreadsheetRefused) => ({ problem: e.problem, ms: performance.now() - left }),
        ),
      );
      try {
        return await read;
      } finally {
        client.done();
      }
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const req = http.request({ port: (app.server.address() as AddressInfo).port, host: '127.0.0.1', method: 'POST', path: '/read' });
      req.on('error', () => undefined);
      req.end();
      // the read has started (the client is still waiting for its answer)
      while (outcomes.length === 0) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 20));
      left = performance.now();
      req.destroy();
      const { problem, ms } = await outcomes[0];
      expect(problem).toBe('cancelled');
      expect(ms).toBeLessThan(200);
      expect(parseWorkerLoad().workers).not.toContain(reader);
    } finally {
      await app.close();
    }
  });
});

describe('reads at once', () => {
  it(`runs at most ${MAX_PARSE_WORKERS}, lets ${MAX_WAITING_READS} wait their turn, and refuses more as busy`, async () => {
    await warmWorker();
    // two reads held open after their first batch
    const held = [readSpreadsheet(big, 'xlsx', { batchSize: 100 }), readSpreadsheet(big, 'xlsx', { batchSize: 100 })];
    for (const g of held) expect((await g.next()).done).toBe(false);
    expect(parseWorkerLoad().running).toBe(MAX_PARSE_WORKERS);
    // the next ones wait
    const controller = new AbortController();
    const third = drain(big);
    const waitingOnes = Array.from({ length: MAX_WAITING_READS - 1 }, () =>
      drain(big, { signal: controller.signal }).catch((e: SpreadsheetRefused) => e.problem),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(parseWorkerLoad()).toMatchObject({ running: MAX_PARSE_WORKERS, waiting: MAX_WAITING_READS });
    // one more is refused at once
    await expect(drain(big)).rejects.toMatchObject({ problem: 'busy' });
    // the waiting ones whose callers leave are let go; the third runs once a held read ends
    controller.abort();
    expect(await Promise.all(waitingOnes)).toEqual(Array(MAX_WAITING_READS - 1).fill('cancelled'));
    expect(parseWorkerLoad().waiting).toBe(1);
    await held[0].return(undefined);
    expect(await third).toBe(ROWS);
    await held[1].return(undefined);
    expect(parseWorkerLoad()).toMatchObject({ running: 0, waiting: 0 });
  });
});
