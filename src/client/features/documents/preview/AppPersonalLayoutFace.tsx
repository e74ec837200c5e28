// The apps' "我的" page (document appPersonalLayout) as a phone shows it to a person of the
// identity picked above the phone: the header (background image or colour, the avatar, the
// sample person's name, identity and masked number when shown), then the enabled groups in their
// order, each with its enabled entries shown to that identity in their order (icon, name, badge),
// a group with none left out, and the bottom items. From the draft as typed; labelled 示例.
import { useState } from 'react';
import { Icon } from 'semantic-ui-react';
import { BOTTOM_ITEMS, LayoutEntry, LayoutGroup } from '../../../../shared/documents/appPersonalLayout/definition';
import { IDENTITIES, Identity } from '../../../../shared/domain/people';
import { translate } from '../../../../shared/i18n/registry';
import type { Locale } from '../../../../shared/i18n/types';
import { maskValue } from '../../../../shared/people/mask';
import { fileUrl } from '../../../../shared/resources/files';
import { imageLink } from '../../published';
import { samplePersonOf } from './eIdSample';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const listOf = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const inOrder = <T extends { order?: unknown }>(rows: T[]) => [...rows].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
const imageOf = (record: Record<string, unknown>, field: string) => imageLink(record, field) || (text(record[field]) ? fileUrl(text(record[field])) : '');

const NUMBER_LABEL: Record<Identity, string> = {
  NEW_STUDENT: 'appPersonalLayout.studentNumber',
  STUDENT: 'appPersonalLayout.studentNumber',
  GRADUATE_STUDENT: 'appPersonalLayout.studentNumber',
  TEACHER: 'appPersonalLayout.staffNumber',
  OTHER: 'appPersonalLayout.accountNumber',
};

/** The groups a person of the identity sees, each with its entries, in the page's order. */
function layoutFor(content: Record<string, unknown>, identity: Identity) {
  const entries = inOrder(listOf<LayoutEntry>(content.entries)).filter(
    (e) => e.enabled !== false && (!Array.isArray(e.showFor) || e.showFor.length === 0 || e.showFor.includes(identity)),
  );
  return inOrder(listOf<LayoutGroup>(content.groups))
    .filter((g) => g.enabled !== false)
    .map((g) => ({ group: g, entries: entries.filter((e) => e.group === g.key) }))
    .filter((g) => g.entries.length > 0);
}

function Header({ content, identity, locale }: { content: Record<string, unknown>; identity: Identity; locale: Locale }) {
  const person = samplePersonOf(identity);
  const color = text(content.headerColor) || '#1f5fa8';
  const image = content.headerStyle === 'image' ? imageOf(content, 'headerImage') : '';
  return (
    <div className="preview-pc-header" data-testid="preview-pc-header" style={{ background: image ? `${color} url("${image}") center / cover` : color }}>
      <span className="preview-pc-sample">{translate(locale, 'appPersonalLayout.sample')}</span>
      <h4 className="preview-pc-title">{text(content.pageTitle)}</h4>
      <div className="preview-pc-person">
        {content.showAvatar !== false && <Icon className="preview-pc-avatar" name="user circle" size="big" data-testid="preview-pc-avatar" />}
        <div>
          <div className="preview-pc-name" data-testid="preview-pc-name">
            {person.name}
          </div>
          {content.showIdentity === true && (
            <div className="preview-pc-line" data-testid="preview-pc-identity">
              {[translate(locale, `identity.${identity}`), person.unitName].filter(Boolean).join(' · ')}
            </div>
          )}
          {content.showNumber === true && (
            <div className="preview-pc-line" data-testid="preview-pc-number">
              {translate(locale, NUMBER_LABEL[identity], { number: maskValue('first3Last4', person.identifier) ?? '' })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function Entry({ entry, locale }: { entry: LayoutEntry; locale: Locale }) {
  const icon = imageOf(entry as unknown as Record<string, unknown>, 'icon');
  const badge = text(entry.badge);
  const noTarget = !text(entry.page) && !text(entry.url);
  return (
    <div className="preview-pc-entry" data-testid="preview-pc-entry" title={noTarget ? translate(locale, 'appPersonalLayout.noTarget') : undefined}>
      <span className="preview-pc-icon">
        {icon ? <img src={icon} alt="" /> : <Icon name="th large" color={noTarget ? 'red' : 'blue'} />}
        {badge && <span className="preview-pc-badge">{badge}</span>}
      </span>
      <span className="preview-pc-entry-name">{text(entry.name)}</span>
    </div>
  );
}

export default function AppPersonalLayoutFace({ content, locale }: { content: Record<string, unknown>; locale: Locale }) {
  const [identity, setIdentity] = useState<Identity>('STUDENT');
  const groups = layoutFor(content, identity);
  const bottom = BOTTOM_ITEMS.filter((item) => listOf<string>(content.bottomItems).includes(item));
  return (
    <div className="preview-app" data-testid="preview-pc">
      <div className="preview-app-kinds" role="tablist" aria-label={translate(locale, 'appPersonalLayout.previewAs')}>
        {IDENTITIES.map((i) => (
          <button
            key={i}
            type="button"
            role="tab"
            aria-selected={i === identity}
            className={i === identity ? 'active' : undefined}
            data-testid={`preview-pc-as-${i}`}
            onClick={() => setIdentity(i)}
          >
            {translate(locale, `identity.${i}`)}
          </button>
        ))}
      </div>
      <div className="preview-pc-phone" data-testid="preview-pc-phone">
        <Header content={content} identity={identity} locale={locale} />
        {groups.length === 0 && <p className="preview-pc-empty">{translate(locale, 'appPersonalLayout.noEntries')}</p>}
        {groups.map(({ group, entries }) => (
          <section key={group.key} className="preview-pc-group" data-testid={`preview-pc-group-${group.key}`}>
            <h5>{text(group.title)}</h5>
            <div className="preview-pc-entries">
              {entries.map((e, n) => (
                <Entry key={`${e.name}-${n}`} entry={e} locale={locale} />
              ))}
            </div>
          </section>
        ))}
        <ul className="preview-pc-bottom" data-testid="preview-pc-bottom">
          {bottom.map((item) => (
            <li key={item} className={item === 'signOut' ? 'preview-pc-signout' : undefined}>
              {translate(locale, `appPersonalLayout.bottom.${item}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
