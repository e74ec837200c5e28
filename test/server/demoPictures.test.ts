// The demo's pictures (src/server/demoPictures/): every classification type, service and flow
// service of a seeded tenant has an icon of its own, an upload of that tenant; when the app is
// ready the store holds each recorded picture's bytes (a PNG of the recorded size), served by
// the file view; a picture the store lost is drawn again at the next start.
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import sharp from 'sharp';
import { demoPicturesOf } from '../../src/server/demoPictures/plugin';
import { writeMissingDemoPictures } from '../../src/server/demoPictures/pictures';
import { fileUrl } from '../../src/shared/resources/files';
import { buildTestApp, TENANT_A, TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const icons = async (table: string) =>
  (
    await sql<{ icon: string | null; tenant_id: string | null }>`select r.icon, f.tenant_id from ${sql.table(table)} r
    left join uploaded_files f on f.id = r.icon where r.tenant_id = ${TENANT_A}`.execute(t.db)
  ).rows;

it.each(['service_types', 'services', 'flow_services'])('gives every row of %s an icon of its own, an upload of the tenant', async (table) => {
  const rows = await icons(table);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r).toEqual({ icon: expect.stringMatching(/^f_[a-f0-9]{32}$/), tenant_id: TENANT_A });
  expect(new Set(rows.map((r) => r.icon)).size).toBe(rows.length);
});

it('serves each icon as the PNG it records, and draws a lost one again', async () => {
  const [row] = await icons('services');
  const res = await t.app.inject({ method: 'GET', url: fileUrl(row.icon!) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const meta = await sharp(res.rawPayload).metadata();
  const { rows } = await sql<{ width: number; height: number; size: number }>`select width, height, size from uploaded_files where id = ${row.icon}`.execute(
    t.db,
  );
  expect({ width: meta.width, height: meta.height, size: res.rawPayload.length }).toEqual(rows[0]);

  const { rows: stored } = await sql<{ stored_name: string }>`select stored_name from uploaded_files where id = ${row.icon}`.execute(t.db);
  rmSync(t.app.imageUploads.store.pathOf(TENANT_A, stored[0].stored_name));
  expect(await writeMissingDemoPictures(t.db, t.app.imageUploads.store, demoPicturesOf)).toBe(1);
  expect((await t.app.inject({ method: 'GET', url: fileUrl(row.icon!) })).statusCode).toBe(200);
});
