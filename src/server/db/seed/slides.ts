// Seeds the demo slides (src/shared/resources/slides/demo.ts) of a tenant: each picture recorded
// as the tenant's upload (slides/demoPictures.ts: the bytes go to the image store when the app
// is ready), each slide with its window relative to the seeding day and its order in its place.
import { daysAgo } from '../../../shared/resources/demo';
import { DEMO_SLIDES } from '../../../shared/resources/slides/demo';
import { slides } from '../../../shared/resources/slides/definition';
import { toColumns } from '../../resources/records';
import { untyped } from '../../resources/untyped';
import { DEMO_PICTURE_SIZE, demoPicture, demoPictureFile } from '../../slides/demoPictures';
import type { Tx } from '../transaction';

export async function seedSlides(tx: Tx, tenantId: string, count: number, nowMs: number): Promise<void> {
  const sortInPlace = new Map<string, number>();
  for (const [i, slide] of DEMO_SLIDES.slice(0, count).entries()) {
    const file = demoPictureFile(tenantId, i);
    const bytes = await demoPicture(slide);
    await untyped(tx)
      .insertInto('uploaded_files')
      .values({ id: file.id, tenant_id: tenantId, stored_name: file.name, mime: 'image/jpeg', size: bytes.length, ...DEMO_PICTURE_SIZE })
      .execute();
    const sort = (sortInPlace.get(slide.placement) ?? 0) + 10;
    sortInPlace.set(slide.placement, sort);
    const row = {
      title: slide.title,
      image: file.id,
      linkUrl: slide.linkUrl,
      placement: slide.placement,
      startsAt: daysAgo(-slide.startDays, '08:00:00', nowMs),
      endsAt: slide.endDays === null ? null : daysAgo(-slide.endDays, '23:59:59', nowMs),
      enabled: slide.enabled,
      sort,
    };
    await untyped(tx)
      .insertInto(slides.table)
      .values({ tenant_id: tenantId, ...toColumns(slides, row) })
      .execute();
  }
}
