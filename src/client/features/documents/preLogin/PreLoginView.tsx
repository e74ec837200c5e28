// The page before login, one component for the real page the apps open (/landing/<tenant>,
// src/client/landing) and for the console's previews (the document screens' face and
// /previewAdvanceLanding), so what is previewed is what is served. From the four documents:
// the appearance (name, logo, main colour), the page (preLoginPage: switch, welcome text, the
// shown sections in their order), its bottom (preLoginBottom: links, copyright, ICP number,
// phone, address) and the login notice (loginPrompt) in the notices section. Any of them may be
// missing (a document screen previews one). `live` is the real page: links are followed and
// sections the app fills are left out; a preview shows a link's address only as its hover title
// (a draft's address is never followed) and names the sections the app fills.
// No semantic-ui and no store: the real page's bundle stays small.
import type { CSSProperties } from 'react';
import type { BottomLink } from '../../../../shared/documents/preLoginBottom/definition';
import { ACCESS_WAYS, PageSectionRecord } from '../../../../shared/documents/preLoginPage/definition';
import { translate } from '../../../../shared/i18n/registry';
import type { Locale } from '../../../../shared/i18n/types';
import { fileUrl } from '../../../../shared/resources/files';
import { imageLink, type AppearanceContent, type LoginNoticeContent } from '../../published';
import PreLoginNotice from './PreLoginNotice';
import './preLoginView.css';

export interface PreLoginViewProps {
  /** preLoginPage's content, or null to show the bottom alone */
  page: Record<string, unknown> | null;
  /** preLoginBottom's content, or null (the page's footer section then names it) */
  bottom: Record<string, unknown> | null;
  appearance?: AppearanceContent | null;
  /** the login notice to show (already switched on and within its dates), or null */
  notice?: LoginNoticeContent | null;
  locale: Locale;
  live?: boolean;
}

type Content = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const SAFE_LINK = /^https?:\/\//i;

/** The records switched on, by their order (a missing switch counts as on). */
export const shownInOrder = <T extends { enabled?: unknown; order?: unknown }>(v: unknown): T[] =>
  (Array.isArray(v) ? (v as T[]) : []).filter((r) => r.enabled !== false).sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));

function Banner({ page }: { page: Content }) {
  const image = imageLink(page, 'bannerImage') || (text(page.bannerImage) ? fileUrl(text(page.bannerImage)) : '');
  return image ? (
    <img className="prelogin-banner" src={image} alt="" data-testid="preview-prelogin-banner" />
  ) : (
    <div className="prelogin-banner prelogin-banner-empty" data-testid="preview-prelogin-banner" />
  );
}

function AccessWays({ section, page, locale, live }: { section: PageSectionRecord; page: Content; locale: Locale; live?: boolean }) {
  const chosen = Array.isArray(page.accessWays) ? (page.accessWays as unknown[]) : [];
  const ways = ACCESS_WAYS.filter((w) => chosen.includes(w.code));
  return (
    <div className="prelogin-section prelogin-ways" data-testid="preview-prelogin-ways">
      <h4>{text(section.title)}</h4>
      {ways.length === 0 && <p className="prelogin-warning">{translate(locale, 'preLoginPage.noWays')}</p>}
      {ways.map((w) =>
        // the app's web view takes the chosen way from the address's fragment (#signIn=<way>)
        live ? (
          <a key={w.code} className="prelogin-button" href={`#signIn=${w.code}`} data-testid={`preview-prelogin-way-${w.code}`}>
            {translate(locale, `preLoginPage.way.${w.code}`)}
          </a>
        ) : (
          <span key={w.code} className="prelogin-button" data-testid={`preview-prelogin-way-${w.code}`}>
            {translate(locale, `preLoginPage.way.${w.code}`)}
          </span>
        ),
      )}
    </div>
  );
}

export function Bottom({ bottom, locale, live }: { bottom: Content; locale: Locale; live?: boolean }) {
  const links = shownInOrder<BottomLink>(bottom.links);
  const phone = text(bottom.contactPhone);
  const address = text(bottom.address);
  return (
    <div className="prelogin-bottom" data-testid="preview-prelogin-bottom">
      <div className="prelogin-links">
        {links.map((l, i) =>
          live && SAFE_LINK.test(text(l.url)) ? (
            <a key={i} className="prelogin-link" href={text(l.url)} target="_blank" rel="noopener noreferrer" data-testid="preview-prelogin-link">
              {text(l.text)}
            </a>
          ) : (
            <span key={i} className="prelogin-link" title={text(l.url)} data-testid="preview-prelogin-link">
              {text(l.text)}
            </span>
          ),
        )}
      </div>
      {[text(bottom.copyrightText), text(bottom.icpText)].filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {phone && <p>{translate(locale, 'preLoginBottom.phoneLine', { phone })}</p>}
      {address && <p>{translate(locale, 'preLoginBottom.addressLine', { address })}</p>}
    </div>
  );
}

/** A section the app fills (or, in a preview, a section not given): its title and, in a preview, a note. */
function Placeholder({ section, locale, live }: { section: PageSectionRecord; locale: Locale; live?: boolean }) {
  if (live) return null;
  return (
    <div className="prelogin-section">
      <h4>{text(section.title)}</h4>
      <p className="prelogin-note">
        {translate(locale, 'preLoginPage.sectionPlaceholder', { section: translate(locale, `preLoginPage.section.${section.section}`) })}
      </p>
    </div>
  );
}

function Section({
  section,
  page,
  bottom,
  notice,
  locale,
  live,
}: { section: PageSectionRecord; page: Content } & Omit<PreLoginViewProps, 'page' | 'appearance'>) {
  switch (section.section) {
    case 'banner':
      return <Banner page={page} />;
    case 'accessWays':
      return <AccessWays section={section} page={page} locale={locale} live={live} />;
    case 'notices':
      return notice ? (
        <div className="prelogin-section">
          <h4>{text(section.title)}</h4>
          <PreLoginNotice notice={notice} />
        </div>
      ) : (
        <Placeholder section={section} locale={locale} live={live} />
      );
    case 'footer':
      return bottom ? <Bottom bottom={bottom} locale={locale} live={live} /> : <Placeholder section={section} locale={locale} live={live} />;
    default:
      return <Placeholder section={section} locale={locale} live={live} />;
  }
}

export default function PreLoginView({ page, bottom, appearance, notice, locale, live }: PreLoginViewProps) {
  const color = appearance?.primaryColor;
  const style = color ? ({ '--campus-primary-color': color } as CSSProperties) : undefined;
  const brand = appearance && (appearance.platformName || appearance.logoUrl);
  return (
    <div className="prelogin" style={style} data-testid="preview-prelogin">
      {brand && (
        <header className="prelogin-brand" data-testid="prelogin-brand">
          {appearance.logoUrl && <img className="prelogin-logo" src={appearance.logoUrl} alt="" data-testid="brand-logo" />}
          <span data-testid="brand-name">{appearance.platformName}</span>
        </header>
      )}
      {page && page.enabled === false && (
        <p className="prelogin-warning" data-testid="preview-prelogin-off">
          {translate(locale, 'preLoginPage.off')}
        </p>
      )}
      {page && text(page.welcomeText) && (
        <p className="prelogin-welcome" data-testid="preview-prelogin-welcome">
          {text(page.welcomeText)}
        </p>
      )}
      {page &&
        shownInOrder<PageSectionRecord>(page.sections).map((s, i) => (
          <div key={`${s.section}-${i}`} data-testid={`preview-prelogin-section-${s.section}`}>
            <Section section={s} page={page} bottom={bottom} notice={notice} locale={locale} live={live} />
          </div>
        ))}
      {!page && bottom && <Bottom bottom={bottom} locale={locale} live={live} />}
    </div>
  );
}
