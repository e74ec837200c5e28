// Where phones download: the phone page's address for this tenant as a QR code to scan, and as
// text with a copy button and a link that opens the page. A dumb view.
import type { FocusEvent } from 'react';
import { Button, Header, Icon, Input, Segment } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import QrCode from '../../../widgets/qrCode/QrCode';

export interface PhoneLinkPanelProps {
  t: T;
  url: string;
  onCopy(): void;
}

export default function PhoneLinkPanel({ t, url, onCopy }: PhoneLinkPanelProps) {
  return (
    <Segment className="phone-link-panel">
      <Header as="h4">
        <Icon name="mobile alternate" />
        {t('home.download.phonePage')}
      </Header>
      <p>{t('home.download.scan')}</p>
      <QrCode text={url} size={168} title={t('home.download.phonePage')} data-testid="download-qr" />
      <div className="phone-link">
        <Input
          fluid
          readOnly
          aria-label={t('home.download.phonePage')}
          value={url}
          onFocus={(e: FocusEvent<HTMLInputElement>) => e.target.select()}
          action={<Button type="button" icon="copy" content={t('home.download.copy')} onClick={onCopy} data-testid="download-copy" />}
        />
      </div>
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="download-open-phone-page">
          <Icon name="external alternate" />
          {t('home.download.openPhonePage')}
        </a>
      </p>
    </Segment>
  );
}
