// The export steps browser tests share: the key a start call answered, and a list's bulk export
// started as an administrator starts it (the dialog opened, its count waited for, 导出 clicked).
import type { Page, Response } from 'playwright-core';
import { EXPORT_PATHS } from '../../src/shared/exports/api';
import { unwrap } from '../../src/shared/protocol';

/** The job key in a start call's answer (its result wrapped, as the server sends it, or plain). */
export async function startedKey(response: Response): Promise<string> {
  const envelope = (await response.json()) as { status: number; msg: string; result: unknown };
  if (envelope.status !== 1000) throw new Error(`the start was refused: ${envelope.status} ${envelope.msg}`);
  return ((typeof envelope.result === 'string' ? unwrap(envelope.result) : envelope.result) as { redisKey: string }).redisKey;
}

/** Starts the shown list's bulk export of every row; its key, once its progress dialog shows. */
export async function startListExport(page: Page): Promise<string> {
  await page.click('[data-testid="people-export"]');
  await page.waitForSelector('[data-testid="export-dialog"]');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="export-count"]')?.getAttribute('data-total')) > 0);
  const [started] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().endsWith(EXPORT_PATHS.start)),
    page.click('[data-testid="export-start"]'),
  ]);
  const key = await startedKey(started);
  await page.waitForSelector('[data-testid="export-progress-dialog"]');
  return key;
}
