// The app's failure pages (document appException) as a phone shows them: a row of tabs picks the
// kind of failure, the phone below shows its illustration, title, message, error code, button
// and support line from the draft as typed. Images show through their file links (a new
// upload's link, else the stored file id's view address).
import { useState } from 'react';
import { Icon, SemanticICONS } from 'semantic-ui-react';
import { FAILURE_KINDS, FailureKind } from '../../../../shared/documents/appException/definition';
import { translate } from '../../../../shared/i18n/registry';
import type { Locale } from '../../../../shared/i18n/types';
import { fileUrl } from '../../../../shared/resources/files';
import { imageLink } from '../../published';

/** The icon a kind's page shows when it has no illustration, and the code a preview shows. */
const KIND_LOOK: Record<FailureKind, { icon: SemanticICONS; code: string }> = {
  network: { icon: 'wifi', code: 'NETWORK_ERROR' },
  maintenance: { icon: 'wrench', code: '503' },
  serverError: { icon: 'exclamation triangle', code: '500' },
  forbidden: { icon: 'lock', code: '403' },
  notFound: { icon: 'search', code: '404' },
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function imageOf(content: Record<string, unknown>, field: string): string {
  const link = imageLink(content, field);
  const id = text(content[field]);
  return link || (id ? fileUrl(id) : '');
}

export default function AppExceptionFace({ content, locale }: { content: Record<string, unknown>; locale: Locale }) {
  const [kind, setKind] = useState<FailureKind>('network');
  const image = imageOf(content, `${kind}Image`);
  const action = text(content[`${kind}ButtonAction`]);
  const phone = text(content.supportPhone);
  const endsAt = kind === 'maintenance' ? text(content.maintenanceEndsAt) : '';
  return (
    <div className="preview-app" data-testid="preview-app-exception">
      <div className="preview-app-kinds" role="tablist">
        {FAILURE_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className={k === kind ? 'active' : undefined}
            data-testid={`preview-kind-${k}`}
            onClick={() => setKind(k)}
          >
            {translate(locale, `appException.${k}`)}
          </button>
        ))}
      </div>
      <div className="preview-phone" data-testid="preview-phone">
        {image ? (
          <img className="preview-phone-image" src={image} alt="" data-testid="preview-phone-image" />
        ) : (
          <Icon name={KIND_LOOK[kind].icon} size="huge" disabled />
        )}
        <h3 data-testid="preview-phone-title">{text(content[`${kind}Title`])}</h3>
        <p className="preview-phone-message" data-testid="preview-phone-message">
          {text(content[`${kind}Message`])}
        </p>
        {endsAt && <p className="preview-phone-note">{translate(locale, 'appException.maintenanceBack', { time: endsAt.slice(0, 16) })}</p>}
        {content.showErrorCode === true && (
          <p className="preview-phone-note" data-testid="preview-phone-code">
            {translate(locale, 'appException.errorCode', { code: KIND_LOOK[kind].code })}
          </p>
        )}
        <span className="preview-phone-button" data-testid="preview-phone-button" data-action={action}>
          {text(content[`${kind}ButtonText`])}
        </span>
        {action === 'contact' && !phone && <p className="preview-phone-warning">{translate(locale, 'appException.noPhone')}</p>}
        {phone && <p className="preview-phone-note">{translate(locale, 'appException.supportLine', { phone })}</p>}
      </div>
    </div>
  );
}
