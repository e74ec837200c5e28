// Seeds the demo slides (src/shared/resources/slides/demo.ts) of a tenant: each picture recorded
// as the tenant's upload (demoPictures/: the bytes go to the image store when the app is ready), each slide with its window relative to the seeding day and its order in its place.
import { daysAgo } from '../../../shared/resources/demo';
import { DEMO_SLIDES } from '../../../shared/resources/slides/demo';
import { slides } from '../../../shared/resources/slides/definition';
import { toColumns } from '../../resources/records';
import { recordDemoPicture } from '../../demoPictures/pictures';
import { slidePicture } from '../../demoPictures/slides';
import type { Tx } from '../transaction';

export async function seedSlides(tx: Tx, tenantId: string, count: number, nowMs: number): Promise<void> {
  const sortInPlace = new Map<string, number>();
  for (const [i, slide] of DEMO_SLIDES.slice(0, count).entries()) {
    const image = await recordDemoPicture(tx, tenantId, slidePicture(tenantId, i, slide));
    const sort = (sortInPlace.get(slide.placement) ?? 0) + 10;
    sortInPlace.set(slide.placement, sort);
    const row = {
      title: slide.title,
      image,
      linkUrl: slide.linkUrl,
      placement: slide.placement,
      startsAt: daysAgo(-slide.startDays, '08:00:00', nowMs),
      endsAt: slide.endDays === null ? null : daysAgo(-slide.endDays, '23:59:59', nowMs),
      enabled: slide.enabled,
      sort,
    };
    await tx
      .insertInto('slides')
      .values({ tenant_id: tenantId, ...toColumns(slides, row) })
      .execute();
  }
}
