// The page before login (document preLoginPage) as a phone shows it: the welcome text, then the
// shown sections in their order (the banner image, the chosen ways to sign in as buttons, the
// other sections as their titles: the app fills them). The bottom of that page (document
// preLoginBottom, same face) shows as the page's footer: the shown links in their order, the
// copyright, the ICP number, the phone and the address (a link shows its text, its address as
// the hover title: a draft's address is never followed). Both from the draft as typed.
import { Icon } from 'semantic-ui-react';
import type { BottomLink } from '../../../../shared/documents/preLoginBottom/definition';
import { ACCESS_WAYS, PageSectionRecord } from '../../../../shared/documents/preLoginPage/definition';
import { translate } from '../../../../shared/i18n/registry';
import type { Locale } from '../../../../shared/i18n/types';
import { fileUrl } from '../../../../shared/resources/files';
import { imageLink } from '../published/readContent';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const shownInOrder = <T extends { enabled?: unknown; order?: unknown }>(v: unknown): T[] =>
  (Array.isArray(v) ? (v as T[]) : []).filter((r) => r.enabled !== false).sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));

type FaceProps = { content: Record<string, unknown>; locale: Locale };

function Section({ section, content, locale }: { section: PageSectionRecord } & FaceProps) {
  if (section.section === 'banner') {
    const image = imageLink(content, 'bannerImage') || (text(content.bannerImage) ? fileUrl(text(content.bannerImage)) : '');
    return image ? (
      <img className="preview-prelogin-banner" src={image} alt="" data-testid="preview-prelogin-banner" />
    ) : (
      <div className="preview-prelogin-banner" data-testid="preview-prelogin-banner">
        <Icon name="image outline" size="big" disabled />
      </div>
    );
  }
  if (section.section === 'accessWays') {
    const chosen = Array.isArray(content.accessWays) ? (content.accessWays as unknown[]) : [];
    const ways = ACCESS_WAYS.filter((w) => chosen.includes(w.code));
    return (
      <div className="preview-prelogin-ways" data-testid="preview-prelogin-ways">
        <h4>{text(section.title)}</h4>
        {ways.length === 0 && <p className="preview-phone-warning">{translate(locale, 'preLoginPage.noWays')}</p>}
        {ways.map((w) => (
          <span key={w.code} className="preview-phone-button" data-testid={`preview-prelogin-way-${w.code}`}>
            {translate(locale, `preLoginPage.way.${w.code}`)}
          </span>
        ))}
      </div>
    );
  }
  return (
    <div className="preview-prelogin-section">
      <h4>{text(section.title)}</h4>
      <p className="preview-phone-note">
        {translate(locale, 'preLoginPage.sectionPlaceholder', { section: translate(locale, `preLoginPage.section.${section.section}`) })}
      </p>
    </div>
  );
}

function Bottom({ content, locale }: FaceProps) {
  const links = shownInOrder<BottomLink>(content.links);
  const phone = text(content.contactPhone);
  const address = text(content.address);
  return (
    <div className="preview-prelogin-bottom" data-testid="preview-prelogin-bottom">
      <div className="preview-prelogin-links">
        {links.map((l, i) => (
          <span key={i} className="preview-prelogin-link" title={text(l.url)} data-testid="preview-prelogin-link">
            {text(l.text)}
          </span>
        ))}
      </div>
      {[text(content.copyrightText), text(content.icpText)].filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {phone && <p>{translate(locale, 'preLoginBottom.phoneLine', { phone })}</p>}
      {address && <p>{translate(locale, 'preLoginBottom.addressLine', { address })}</p>}
    </div>
  );
}

export default function PreLoginPageFace({ content, locale }: FaceProps) {
  const isPage = Array.isArray(content.sections);
  return (
    <div className="preview-app" data-testid="preview-prelogin">
      <div className="preview-phone preview-prelogin-phone">
        {isPage && content.enabled === false && (
          <p className="preview-phone-warning" data-testid="preview-prelogin-off">
            {translate(locale, 'preLoginPage.off')}
          </p>
        )}
        {isPage && text(content.welcomeText) && (
          <p className="preview-prelogin-welcome" data-testid="preview-prelogin-welcome">
            {text(content.welcomeText)}
          </p>
        )}
        {isPage &&
          shownInOrder<PageSectionRecord>(content.sections).map((s, i) => (
            <div key={`${s.section}-${i}`} data-testid={`preview-prelogin-section-${s.section}`}>
              <Section section={s} content={content} locale={locale} />
            </div>
          ))}
        {!isPage && <Bottom content={content} locale={locale} />}
      </div>
    </div>
  );
}
