// A QR code drawn as one SVG path from the module matrix of the `qrcode` encoder (no canvas, no
// HTML injection, nothing fetched): the phone page's address on the download page.
import { useMemo } from 'react';
import { create } from 'qrcode';

export interface QrCodeProps {
  text: string;
  /** the drawn size in px (default 160) */
  size?: number;
  'data-testid'?: string;
  title?: string;
}

/** The SVG path of the dark modules, one unit square per module, with a 4-module quiet zone. */
export function qrPath(text: string): { path: string; span: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.data[y * modules.size + x]) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  return { path, span: modules.size + quiet * 2 };
}

export default function QrCode({ text, size = 160, title, ...rest }: QrCodeProps) {
  const { path, span } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={title ?? text}
      width={size}
      height={size}
      viewBox={`0 0 ${span} ${span}`}
      shapeRendering="crispEdges"
      data-testid={rest['data-testid']}
    >
      <rect width={span} height={span} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
