// The demo theme articles' covers (src/shared/resources/themeArticles/demo.ts): a 640 × 360 JPEG
// of the article's two colours with a few soft shapes, no lettering (no font to depend on), under
// ids derived from the tenant and the article.
import { DEMO_ARTICLES, DemoArticle } from '../../shared/resources/themeArticles/demo';
import { DemoPicture, drawOnce, hex32 } from './pictures';

const SIZE = { width: 640, height: 360 } as const;

function svgOf([from, to]: [string, string]): string {
  const { width, height } = SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="520" cy="80" r="150" fill="#fff" fill-opacity="0.12"/><circle cx="120" cy="330" r="120" fill="#fff" fill-opacity="0.1"/>
<rect x="48" y="236" width="260" height="18" rx="9" fill="#fff" fill-opacity="0.6"/><rect x="48" y="268" width="170" height="12" rx="6" fill="#fff" fill-opacity="0.4"/></svg>`;
}

/** The cover of demo article `index` for a tenant. */
export const articleCover = (tenantId: string, index: number, article: DemoArticle = DEMO_ARTICLES[index]): DemoPicture => ({
  file: { id: `f_${hex32(`demo article cover ${tenantId} ${index}`)}`, name: `${hex32(`demo article cover file ${tenantId} ${index}`)}.jpg` },
  mime: 'image/jpeg',
  ...SIZE,
  draw: () => drawOnce(svgOf(article.colours), 'image/jpeg'),
});

export const articleCovers = (tenantId: string): DemoPicture[] => DEMO_ARTICLES.map((article, i) => articleCover(tenantId, i, article));
