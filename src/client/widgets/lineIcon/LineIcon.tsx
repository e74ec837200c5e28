// A few line icons drawn as inline SVG, for the pages that must load light (the login page): a
// Semantic UI icon is a glyph of a 40 KB icon font, fetched the first time one is shown, which
// the login page would spend a sixth of its transfer budget on (BUDGETS.md, issue 16). Rendered
// as Semantic's `<i class="icon">`, so an input's icon slot and a button place it as they place
// a font icon; with no glyph of the font on the page, the browser never asks for it.
export type LineIconName = 'building' | 'user' | 'lock' | 'language';

const SHAPES: Record<LineIconName, JSX.Element> = {
  building: (
    <>
      <rect x="3" y="1.5" width="10" height="13" rx="1" />
      <path d="M6 4.5h1M9 4.5h1M6 7.5h1M9 7.5h1M6 10.5h1M9 10.5h1M7 14.5v-2h2v2" />
    </>
  ),
  user: (
    <>
      <circle cx="8" cy="5" r="3" />
      <path d="M2.5 14.5c0-3 2.5-5 5.5-5s5.5 2 5.5 5" />
    </>
  ),
  lock: (
    <>
      <rect x="3" y="7" width="10" height="7.5" rx="1" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2M8 10v2" />
    </>
  ),
  language: (
    <>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M1.5 8h13M8 1.5c-2 2-2.8 4.2-2.8 6.5s.8 4.5 2.8 6.5M8 1.5c2 2 2.8 4.2 2.8 6.5s-.8 4.5-2.8 6.5" />
    </>
  ),
};

export function LineIcon({ name }: { name: LineIconName }) {
  return (
    <i className="icon line-icon" aria-hidden="true" data-icon={name}>
      <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {SHAPES[name]}
      </svg>
    </i>
  );
}
