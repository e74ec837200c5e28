// The demo catalogue's icons (db/seed/serviceCatalogue.ts): a 96 × 96 PNG, a rounded square in
// its classification's colour with a white glyph, no lettering (no font to depend on). A type's
// icon and each service's and flow service's own: every row has an upload of its own, so
// replacing one icon never touches another row's picture.
import { FLOW_SERVICES, SERVICE_TYPES, SERVICES } from '../db/seed/serviceCatalogue';
import { DemoPicture, drawOnce, hex32 } from './pictures';

const SIZE = { width: 96, height: 96 } as const;
/** one colour per classification type, in SERVICE_TYPES order */
const TYPE_COLOURS = ['#2185d0', '#21ba45', '#f2711c', '#00b5ad', '#6435c9', '#db2828', '#a5673f', '#1b1c1d'];
const GLYPHS = [
  '<circle cx="48" cy="48" r="18" fill="none" stroke="#fff" stroke-width="7"/>',
  '<rect x="30" y="30" width="36" height="36" rx="6" fill="none" stroke="#fff" stroke-width="7"/>',
  '<path d="M48 27 L69 66 H27 Z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>',
  '<path d="M30 40 H66 M30 52 H66 M30 64 H54" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
  '<path d="M48 28 V68 M28 48 H68" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  '<path d="M30 50 L43 63 L67 35" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>',
];

const svgOf = (colour: string, glyph: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.82"/><stop offset="1" stop-color="${colour}"/></linearGradient></defs>
<rect width="96" height="96" rx="22" fill="url(#g)"/>${glyph}</svg>`;

const icon = (tenantId: string, key: string, type: number, glyph: number): DemoPicture => ({
  file: { id: `f_${hex32(`demo icon ${tenantId} ${key}`)}`, name: `${hex32(`demo icon file ${tenantId} ${key}`)}.png` },
  mime: 'image/png',
  ...SIZE,
  draw: () => drawOnce(svgOf(TYPE_COLOURS[type % TYPE_COLOURS.length], GLYPHS[glyph % GLYPHS.length]), 'image/png'),
});

export const typeIcon = (tenantId: string, type: number) => icon(tenantId, `type ${type}`, type, type);
export const serviceIcon = (tenantId: string, index: number) => icon(tenantId, `service ${SERVICES[index].slug}`, SERVICES[index].type, index);
export const flowServiceIcon = (tenantId: string, index: number) => icon(tenantId, `flow ${FLOW_SERVICES[index].flowKey}`, index + 2, index + 3);

export const serviceIcons = (tenantId: string): DemoPicture[] => [
  ...SERVICE_TYPES.map((_, i) => typeIcon(tenantId, i)),
  ...SERVICES.map((_, i) => serviceIcon(tenantId, i)),
  ...FLOW_SERVICES.map((_, i) => flowServiceIcon(tenantId, i)),
];
