// The demo slides' pictures (src/shared/resources/slides/demo.ts): a 750 × 300 JPEG of the slide's
// two colours, under the ids the first seeds gave them (databases seeded then keep theirs).
import { DEMO_SLIDES, DemoSlide } from '../../shared/resources/slides/demo';
import { DemoPicture, drawOnce, hex32 } from './pictures';

const SIZE = { width: 750, height: 300 } as const;

function svgOf([from, to]: [string, string]): string {
  const { width, height } = SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="640" cy="60" r="140" fill="#fff" fill-opacity="0.12"/><circle cx="90" cy="280" r="110" fill="#fff" fill-opacity="0.08"/>
<rect x="48" y="196" width="220" height="14" rx="7" fill="#fff" fill-opacity="0.55"/></svg>`;
}

/** The picture of demo slide `index` for a tenant. */
export const slidePicture = (tenantId: string, index: number, slide: DemoSlide = DEMO_SLIDES[index]): DemoPicture => ({
  file: { id: `f_${hex32(`demo slide ${tenantId} ${index}`)}`, name: `${hex32(`demo slide file ${tenantId} ${index}`)}.jpg` },
  mime: 'image/jpeg',
  ...SIZE,
  draw: () => drawOnce(svgOf(slide.colours), 'image/jpeg'),
});

export const slidePictures = (tenantId: string): DemoPicture[] => DEMO_SLIDES.map((slide, i) => slidePicture(tenantId, i, slide));
