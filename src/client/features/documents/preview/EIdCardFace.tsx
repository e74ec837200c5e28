// The electronic ID card (document eIdCard) as the app shows it on a phone: the title on the
// theme colour over the background image, the photo when shown, the chosen fields of a sample
// person of the card's identity, the dynamic code with its refresh interval and the validity
// text; a card switched off shows so. Labelled 示例: the person is a sample.
import { Icon } from 'semantic-ui-react';
import { CARD_FIELDS, CardField } from '../../../../shared/documents/eIdCard/definition';
import { translate } from '../../../../shared/i18n/registry';
import type { Locale } from '../../../../shared/i18n/types';
import { fileUrl } from '../../../../shared/resources/files';
import { imageLink } from '../../published';
import { SamplePerson, samplePersonOf } from './eIdSample';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function valueOf(person: SamplePerson, field: CardField, locale: Locale, validity: string): string {
  if (field === 'gender') return person.gender ? translate(locale, `eIdCard.gender.${person.gender}`) : '';
  if (field === 'validUntil') return validity;
  return person[field] ?? '';
}

export interface EIdCardFaceProps {
  content: Record<string, unknown>;
  identity: string | null | undefined;
  sample?: SamplePerson | null;
  locale: Locale;
}

export default function EIdCardFace({ content, identity, sample, locale }: EIdCardFaceProps) {
  const person = samplePersonOf(identity, sample);
  const shown = Array.isArray(content.shownFields) ? CARD_FIELDS.filter((f) => (content.shownFields as unknown[]).includes(f)) : [];
  const background = imageLink(content, 'background') || (text(content.background) ? fileUrl(text(content.background)) : '');
  const color = text(content.themeColor) || '#1f5fa8';
  const validity = text(content.validityText);
  const seconds = typeof content.refreshSeconds === 'number' ? content.refreshSeconds : 0;
  return (
    <div className="preview-app" data-testid="preview-eid">
      <div className="preview-phone preview-eid-phone">
        <span className="preview-eid-sample" data-testid="preview-eid-sample">
          {translate(locale, 'eIdCard.sample')}
        </span>
        {content.enabled !== true && (
          <p className="preview-phone-warning" data-testid="preview-eid-off">
            {translate(locale, 'eIdCard.off')}
          </p>
        )}
        <div
          className="preview-eid-card"
          data-testid="preview-eid-card"
          style={{ background: background ? `${color} url("${background}") center / cover` : color }}
        >
          <h3 data-testid="preview-eid-title">{text(content.cardTitle)}</h3>
          {content.showPhoto === true &&
            (person.thumbUrl ? (
              <img className="preview-eid-photo" src={person.thumbUrl} alt="" data-testid="preview-eid-photo" />
            ) : (
              <Icon className="preview-eid-photo" name="user" size="huge" data-testid="preview-eid-photo" />
            ))}
          <dl className="preview-eid-fields">
            {shown.map((f) => (
              <div key={f} data-testid={`preview-eid-field-${f}`}>
                <dt>{translate(locale, `eIdCard.field.${f}`)}</dt>
                <dd>{valueOf(person, f, locale, validity) || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Icon name="qrcode" size="massive" />
        <p className="preview-phone-note" data-testid="preview-eid-code">
          {translate(locale, 'eIdCard.code', { seconds })}
        </p>
        {validity && <p className="preview-phone-note">{validity}</p>}
      </div>
    </div>
  );
}
