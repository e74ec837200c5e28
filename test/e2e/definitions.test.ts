// One table-driven walk over every screen built from a definition, in Debian's Chromium against
// the real server: each collection (list with demo rows, create, edit, filter, sort, remove; a
// read-only one: filter, sort, remove) and each configuration document (edit, save a draft, the
// live preview, publish, the public read changing, the difference, restore). A new definition is
// walked without a line here. axe-core checks each screen as shown, the form and export dialogs
// as opened (test/e2e/axe.ts). Screenshots: test-output/screenshots/def-*.png.
import type { Page } from 'playwright-core';
import zlib from 'node:zlib';
import { RESOURCES, FieldDef, ResourceDef, callsOf, formFields, filterFields, listFields, resourcesByRoute } from '../../src/shared/resources';
import { usccCheckChar } from '../../src/shared/resources/fieldRules';
import { DOCUMENTS, DocumentDef } from '../../src/shared/documents';
import { IDENTITIES } from '../../src/shared/domain/people';
import { DEMO, savedDownload, screenshot, signedInConsole, SignedInConsole } from './harness';
import { readXlsx } from './files';
import { expectNoSeriousA11yViolations } from './axe';
import { translate } from '../../src/shared/i18n';

jest.setTimeout(300_000);

let c: SignedInConsole;
let page: Page;

beforeAll(async () => {
  c = await signedInConsole({ shared: true });
  page = c.page;
});
afterAll(async () => {
  await c?.close();
});

/** A real 2×2 PNG made here (signature, IHDR, IDAT, IEND with their CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // truecolour
  const raw = Buffer.from([0, 200, 30, 30, 30, 200, 30, 0, 30, 30, 200, 200, 200, 30]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const stamp = Date.now().toString(36).slice(-5);

/** A valid unified social credit code (GB 32100-2015), different for every run and resource. */
function usccOf(unique: string): string {
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(unique.length + 100).slice(-3);
  const first17 = `91330106${digits}`;
  return first17 + usccCheckChar(first17)!;
}
const sel = (testId: string) => `[data-testid="${testId}"]`;

/** Fills one form control by its kind with a valid value (taken from the demo row where it can). */
async function fill(field: FieldDef, sample: unknown, unique: string): Promise<void> {
  const input = `#resource-field-${field.name}`;
  if (field.editor === 'rights') {
    // the rights matrix: one area read
    await page.click(sel(`field-${field.name}-area-alumni-read`));
    return;
  }
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (field.check === 'taxpayerNumber') {
        await page.fill(input, usccOf(unique));
        return;
      }
      const base = typeof sample === 'string' && sample ? sample : `e2e ${field.name}`;
      const text = field.unique || field.required ? `${base.slice(0, Math.max(1, (field.maxLength ?? 40) - unique.length - 1))}${unique}` : base;
      if (field.pattern) {
        // a patterned value (a version, a code) keeps its shape; a unique one gets a suffix that fits it
        const suffixed = `${String(sample)}-${unique.toLowerCase()}`;
        await page.fill(input, field.unique && new RegExp(field.pattern.source).test(suffixed) ? suffixed : String(sample));
        return;
      }
      await page.fill(input, text);
      return;
    }
    case 'number':
      await page.fill(input, String(typeof sample === 'number' ? sample + 7 : (field.min ?? 1)));
      return;
    case 'url':
      await page.fill(input, typeof sample === 'string' ? sample : 'https://www.example.edu.cn/e2e');
      return;
    case 'date':
      await page.fill(input, '2026-09-01');
      return;
    case 'datetime':
      await page.fill(input, '2026-09-01T08:30:00');
      return;
    case 'color':
      await page.fill(input, '#2185d0');
      return;
    case 'select':
    case 'treeSelect':
    case 'multiSelect':
      await page.click(sel(`field-${field.name}`));
      await page.click(`${sel(`field-${field.name}`)} .menu .item >> nth=0`);
      // a multiple choice stays open: a click on the dialog's header closes it (Escape would close the dialog)
      if (field.type === 'multiSelect') await page.click('[data-testid="resource-form"] .header');
      return;
    case 'image':
      await page.setInputFiles(sel(`upload-${field.name}`), { name: 'e2e.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.waitForSelector(sel(`thumb-${field.name}`));
      return;
    case 'richText':
      await page.click(`${sel(`field-${field.name}`)} .ql-editor`);
      await page.keyboard.type(`e2e ${unique}`);
      return;
    default:
      return; // switch keeps its default; records are optional sub-lists
  }
}

const canWrite = (def: ResourceDef) => {
  const calls = callsOf(def);
  return !def.readOnly && Boolean(calls.save ?? calls.submit);
};

async function openScreen(route: string, resourceKey?: string): Promise<void> {
  await page.goto(`${c.server.url}${route}`);
  await page.waitForSelector('.side-menu');
  // a route showing several collections shows them as tabs (/deviceManage)
  if (resourceKey && resourcesByRoute(route).length > 1) {
    await page.click(sel(`resource-tab-${resourceKey}`));
    await page.waitForSelector(sel(`resource-screen-${resourceKey}`));
  }
}

async function rowIds(): Promise<string[]> {
  return page.$$eval('[data-testid^="row-edit-"], [data-testid^="row-remove-"]', (els) => [
    ...new Set(els.map((e) => (e.getAttribute('data-testid') ?? '').replace(/^row-(edit|remove)-/, ''))),
  ]);
}

describe.each(RESOURCES.map((def) => [def.route, def] as const))('collection %s', (_route, def) => {
  let sample: Record<string, unknown> = {};
  beforeAll(async () => {
    const demo = (await def.demo()).default;
    if ('rows' in demo) [sample] = demo.rows;
  });
  const textField = formFields(def).find((f) => (f.type === 'text' || f.type === 'textarea') && f.required && !f.pattern && !f.readOnly);
  const textFilter = filterFields(def).find((f) => f.type === 'text' || f.type === 'textarea');
  const sortable = listFields(def).find((f) => f.type === 'text' || f.type === 'number' || f.type === 'date' || f.type === 'datetime');

  test('shows its demo rows, with no serious accessibility violation', async () => {
    await openScreen(def.route, def.key);
    await page.waitForSelector('[data-testid^="row-"]');
    await screenshot(page, `def-${def.key}-list`);
    await expectNoSeriousA11yViolations(page, { label: `${def.route} (${def.key})` });
  });

  (canWrite(def) && textField ? test : test.skip)('create, find by filter, edit', async () => {
    const unique = `${stamp}${def.key.length}`;
    await page.click(sel('resource-add'));
    await page.waitForSelector(sel('resource-form'));
    await expectNoSeriousA11yViolations(page, { include: [sel('resource-form')], label: `${def.route} (${def.key}): the add dialog` });
    for (const f of formFields(def).filter((x) => x.required && !x.readOnly)) await fill(f, sample[f.name], unique);
    for (const f of formFields(def).filter((x) => !x.required && (x.type === 'image' || x.type === 'richText'))) await fill(f, sample[f.name], unique);
    // an address field asks the server (baseService/checkURL): a private one refused, a public one usable
    const urlField = formFields(def).find((x) => x.type === 'url' && !x.readOnly);
    if (urlField) {
      const result = sel(`url-check-result-${urlField.name}`);
      await page.fill(`#resource-field-${urlField.name}`, 'http://127.0.0.1/e2e');
      await page.click(sel(`url-check-${urlField.name}`));
      await page.waitForSelector(`${result}[data-status="refused"]`);
      await page.fill(`#resource-field-${urlField.name}`, 'https://1.1.1.1/e2e');
      await page.click(sel(`url-check-${urlField.name}`));
      await page.waitForSelector(`${result}[data-status="usable"]`);
      await fill(urlField, sample[urlField.name], unique);
    }
    await screenshot(page, `def-${def.key}-form`);
    await page.click(sel('resource-save'));
    await page.waitForSelector(sel('resource-form'), { state: 'detached' });
    const typed = await page.$$eval('[data-testid^="row-"]', (els) => els.length);
    expect(typed).toBeGreaterThan(0);
    if (textFilter) {
      await page.fill(`${sel(`filter-${textFilter.name}`)}`, textFilter === textField ? unique : '');
      await page.click(sel('resource-search'));
      // the filtered answer has come when every row shown is one the filter matches (the list
      // before it already held the new row, and its other rows go when the answer comes)
      await page.waitForFunction(
        ({ u, narrowed }) => {
          const rows = [...document.querySelectorAll('[data-testid^="row-edit-"]')].map((e) => e.closest('tr')?.textContent ?? '');
          return rows.length >= 1 && (narrowed ? rows.every((text) => text.includes(u)) : document.body.innerText.includes(u));
        },
        { u: unique, narrowed: textFilter === textField && listFields(def).some((f) => f.name === textField.name) },
      );
    }
    const [id] = await rowIds();
    await page.click(sel(`row-edit-${id}`));
    await page.waitForSelector(sel('resource-form'));
    await page.fill(`#resource-field-${textField!.name}`, `改${unique}`);
    await page.click(sel('resource-save'));
    await page.waitForSelector(sel('resource-form'), { state: 'detached' });
    await page.waitForFunction((u) => document.body.innerText.includes(`改${u}`), unique);
    await screenshot(page, `def-${def.key}-edited`);
  });

  (sortable ? test : test.skip)('sorts by a column on the server', async () => {
    await openScreen(def.route, def.key);
    await page.waitForSelector('[data-testid^="row-"]');
    await page.click(sel(`sort-${sortable!.name}`));
    await page.waitForSelector(`th[aria-sort="ascending"] ${sel(`sort-${sortable!.name}`)}`);
    await page.click(sel(`sort-${sortable!.name}`));
    await page.waitForSelector(`th[aria-sort="descending"] ${sel(`sort-${sortable!.name}`)}`);
    await page.waitForSelector('[data-testid^="row-"]');
  });

  (def.orderField && def.calls?.adjustOrder ? test : test.skip)('drag a row above the first: the new order is kept by the server', async () => {
    await openScreen(def.route, def.key);
    await page.waitForSelector('[data-testid^="drag-"]');
    const order = async () => page.$$eval('[data-testid^="drag-"]', (els) => els.map((e) => (e.getAttribute('data-testid') ?? '').slice('drag-'.length)));
    const [first, second] = await order();
    const movedFirst = (timeout: number) =>
      page
        .waitForFunction((id) => document.querySelector('[data-testid^="drag-"]')?.getAttribute('data-testid') === `drag-${id}`, second, { timeout })
        .then(
          () => true,
          () => false,
        );
    // a drop on a row the list was re-drawing meanwhile is lost (a loaded machine): drag again,
    // unless the row already moved
    for (let tries = 1; tries <= 3; tries += 1) {
      await page.dragAndDrop(sel(`drag-${second}`), sel(`row-${first}`));
      if (await movedFirst(5000)) break;
    }
    expect(await movedFirst(15000)).toBe(true);
    await openScreen(def.route, def.key);
    await page.waitForSelector('[data-testid^="drag-"]');
    expect((await order()).slice(0, 2)).toEqual([second, first]);
  });

  (def.exportable ? test : test.skip)("exports the current search to an xlsx with the list's rows", async () => {
    await openScreen(def.route, def.key);
    await page.waitForSelector('[data-testid^="row-"]');
    const total = Number(((await page.textContent(sel('pager-total'))) ?? '').replace(/\D/g, ''));
    await page.click(sel('resource-export'));
    await page.waitForSelector(sel('export-dialog'));
    await expectNoSeriousA11yViolations(page, { include: [sel('export-dialog')], label: `${def.route} (${def.key}): the export dialog` });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.click(sel('export-start'))]);
    const [header, ...rows] = await readXlsx(await savedDownload(download));
    expect(header).toEqual(expect.arrayContaining([translate('zh-CN', listFields(def)[0].label)]));
    // the file holds the whole search: as many rows as the list's total (a total capped by
    // countCap, as a large log's is, counts no further)
    if (def.countCap && total >= def.countCap) expect(rows.length).toBeGreaterThanOrEqual(total);
    else expect(rows.length).toBe(total);
    await page.keyboard.press('Escape');
  });

  (callsOf(def).remove ? test : test.skip)('removes a row through the notice dialog', async () => {
    await openScreen(def.route, def.key);
    await page.waitForSelector('[data-testid^="row-remove-"]');
    // the row the create test made when it shows (a demo row may be in use: a role an
    // administrator holds), else the first one that may be removed; a fixed row (the built-in
    // role) may not, and says why on hover
    const removable = await page.$$eval(
      '[data-testid^="row-remove-"]:not([disabled])',
      (els, made) => {
        const id = (e: Element) => (e.getAttribute('data-testid') ?? '').slice('row-remove-'.length);
        const mine = els.filter((e) => e.closest('tr')?.textContent?.includes(made));
        return [...mine, ...els].map(id);
      },
      `改${stamp}${def.key.length}`,
    );
    if (def.fixedRows) {
      const fixed = page.locator(`[data-refused] [data-testid^="row-remove-"][disabled]`);
      expect(await fixed.count()).toBeGreaterThan(0);
    }
    const target = removable[0];
    await page.click(sel(`row-remove-${target}`));
    await page.click(sel('notice-confirm'));
    await page.waitForSelector(sel(`row-remove-${target}`), { state: 'detached' });
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The published content as the platform's apps read it (no sign-in). */
async function publicRead(
  def: DocumentDef,
  etag?: string,
): Promise<{ status: number; etag: string | null; body: { version: number; content: Record<string, unknown> } | null }> {
  // a per-identity document is read for the identity its screen opens on (its route's, else the first tab's)
  const identity = def.scope === 'tenantIdentity' ? `?identity=${def.identityRoutes?.[def.route] ?? IDENTITIES[0]}` : '';
  const res = await fetch(`${c.server.url}/api/public/config/${DEMO.tenant}/${def.key}${identity}`, { headers: etag ? { 'If-None-Match': etag } : {} });
  const text = await res.text();
  // plain JSON { key, version, content } (a 304 has no body; a refusal is { error })
  const parsed = text ? JSON.parse(text) : null;
  return { status: res.status, etag: res.headers.get('etag'), body: parsed && typeof parsed.content === 'object' ? parsed : null };
}

/** The field the walk edits: a plain text field (typed into; the preview must show it), else a
 *  switch (turned over). A document with neither fails here, named. */
function editedField(def: DocumentDef) {
  const text = def.fields.find((f) => f.type === 'text' && !f.readOnly && !f.pattern);
  if (text) {
    const value = `e2e ${stamp}`.slice(0, text.maxLength ?? 20);
    return {
      name: text.name,
      value: value as unknown,
      set: () => page.fill(`#resource-field-${text.name}`, value),
      shown: async () => (await page.inputValue(`#resource-field-${text.name}`)) as unknown,
      previewText: value as string | null,
    };
  }
  const toggle = def.fields.find((f) => f.type === 'switch' && !f.readOnly);
  if (!toggle) throw new Error(`${def.key}: no plain text field or switch for the walk to edit`);
  const box = `[data-testid="field-${toggle.name}"]`;
  const shown = async () => (await page.isChecked(`${box} input`)) as unknown;
  let value: unknown = null;
  return {
    name: toggle.name,
    get value() {
      return value;
    },
    set: async () => {
      value = !(await shown());
      await page.click(box);
    },
    shown,
    previewText: null as string | null,
  };
}

/** The first image cell of a records field's first row (`<field>.0.<sub-field>`), if the document has one. */
function recordsImageCell(def: DocumentDef): string | null {
  const records = def.fields.find((f) => f.type === 'records' && !f.readOnly && f.of?.some((sub) => sub.type === 'image'));
  const sub = records?.of?.find((x) => x.type === 'image');
  return records && sub ? `${records.name}.0.${sub.name}` : null;
}

// a document with its own screen (the score mechanism, the photo settings) is its screen's test's
describe.each(DOCUMENTS.filter((def) => !def.ownScreen).map((def) => [def.route, def] as const))('document %s', (_route, def) => {
  test('edit, save a draft, preview, publish, public read, diff, restore', async () => {
    await openScreen(def.route, def.key);
    await page.waitForSelector(sel('doc-state'));
    // a route fixed on one identity shows no identity tabs
    if (def.identityRoutes?.[def.route]) expect(await page.$('[data-testid^="doc-identity-"]')).toBeNull();
    await page.waitForSelector('[data-testid^="doc-history-row-"]');
    await expectNoSeriousA11yViolations(page, { label: `${def.route} (${def.key})` });
    const first = await publicRead(def);
    expect(first.status).toBe(200);
    expect(first.etag).toBeTruthy();
    expect((await publicRead(def, first.etag!)).status).toBe(304);

    const edited = editedField(def);
    await edited.set();
    const value = edited.value;
    if (def.face && edited.previewText) {
      const frame = page.frameLocator(sel('doc-preview'));
      await frame.locator(`text=${edited.previewText}`).first().waitFor();
    }
    // a picture inside a records row (an entry's icon): uploaded into that row's cell
    const imageCell = recordsImageCell(def);
    if (imageCell) {
      // every such document's demo has rows
      await page.setInputFiles(sel(`upload-${imageCell}`), { name: 'icon.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.waitForSelector(sel(`thumb-${imageCell}`));
    }
    await page.click(sel('doc-save-draft'));
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="doc-save-draft"]:not([disabled])') || document.querySelector('[data-testid="doc-state"]')?.textContent?.length,
    );
    // the draft is not public yet
    expect((await publicRead(def)).body?.content[edited.name]).not.toBe(value);
    await screenshot(page, `def-${def.key}-draft`);

    await page.click(sel('doc-publish'));
    await waitUntil(async () => (await publicRead(def)).body?.content[edited.name] === value);
    const published = await publicRead(def);
    expect(published.etag).not.toBe(first.etag);

    // the difference between the previously published version and this one names the field
    const versions = await page.$$eval('[data-testid^="doc-history-row-"]', (els) =>
      els.map((e) => Number((e.getAttribute('data-testid') ?? '').split('-').pop())),
    );
    const newest = Math.max(...versions);
    await page.click(sel('doc-diff-from'));
    await page.click(`${sel('doc-diff-from')} .menu .item:has-text("v${first.body!.version}") >> nth=0`).catch(async () => {
      await page.click(`${sel('doc-diff-from')} .menu .item >> nth=-1`);
    });
    await page.click(sel('doc-diff-to'));
    await page.click(`${sel('doc-diff-to')} .menu .item >> nth=0`);
    await page.waitForSelector(sel(`doc-diff-row-${edited.name}`));
    await screenshot(page, `def-${def.key}-diff`);

    // restore the oldest version: a new draft whose content is the old one's
    const oldest = Math.min(...versions);
    await page.click(sel(`doc-restore-${oldest}`));
    await page.click(sel('notice-confirm'));
    await page.waitForSelector(sel(`doc-history-row-${newest + 1}`));
    expect(await edited.shown()).not.toBe(value);
    await screenshot(page, `def-${def.key}-restored`);

    // a document's job (the news synchronisation): started from its panel, followed to its result
    if (def.job) {
      await page.click(sel('doc-job-start'));
      await page.waitForSelector(sel('doc-job-result'), { timeout: 60_000 });
      expect(await page.textContent(sel('doc-job-result'))).toMatch(/\d/);
      await page.locator(sel('doc-job')).scrollIntoViewIfNeeded();
      await screenshot(page, `def-${def.key}-job`);
    }
  });
});
