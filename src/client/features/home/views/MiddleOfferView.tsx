// The phone page's offer (middleOffer.ts): one download button for the phone's system, the
// "open in your browser" guidance inside a messaging app, or every platform on other devices
// (each with its address; no QR code library is installed). A dumb view.
import { Button, Header, Icon, Label, List, Message, Segment } from 'semantic-ui-react';
import type { AppPlatform, AppVersionInfo } from '../../../../shared/home/api';
import type { T } from '../../../i18n';
import type { MiddleOffer } from '../middleOffer';
import { PLATFORM_ICON } from './PlatformCard';

export interface MiddleOfferViewProps {
  t: T;
  offer: MiddleOffer;
  platforms: { platform: AppPlatform; version: AppVersionInfo | null }[];
}

const buttonText = (t: T, platform: AppPlatform) =>
  platform === 'ios' ? t('home.middle.appStore') : platform === 'harmony' ? t('home.middle.harmonyStore') : t('home.middle.download');

function VersionLine({ t, version }: { t: T; version: AppVersionInfo }) {
  return (
    <div className="middle-version">
      {t('home.download.version', { version: version.version, build: version.build })}
      {version.forceUpdate && <Label size="mini" color="red" content={t('home.download.forceUpdate')} />}
    </div>
  );
}

export default function MiddleOfferView({ t, offer, platforms }: MiddleOfferViewProps) {
  if (offer.kind === 'openInBrowser') {
    return (
      <Segment className="middle-open-in-browser" data-testid="middle-open-in-browser">
        <div className="middle-arrow">
          <Icon name="arrow up" size="big" />
        </div>
        <Header as="h3" icon="external alternate" content={t('home.middle.openInBrowser.title')} />
        <p>{t('home.middle.openInBrowser.steps', { app: t(`home.middle.app.${offer.app}`) })}</p>
      </Segment>
    );
  }
  if (offer.kind === 'platform') {
    const { version } = offer;
    return (
      <Segment textAlign="center" data-testid="middle-offer" data-platform={version.platform}>
        <Header as="h3" icon>
          <Icon name={PLATFORM_ICON[version.platform]} />
          {t('home.middle.forYou', { platform: t(`home.platform.${version.platform}`) })}
        </Header>
        <VersionLine t={t} version={version} />
        {version.notes && <p className="middle-notes">{version.notes}</p>}
        <Button
          as="a"
          href={version.downloadUrl}
          primary
          size="large"
          icon={PLATFORM_ICON[version.platform]}
          content={buttonText(t, version.platform)}
          data-testid="middle-download"
        />
      </Segment>
    );
  }
  if (offer.kind === 'noVersion') {
    return (
      <Segment data-testid="middle-offer" data-platform="none">
        <Message warning content={t('home.middle.noVersion', { platform: t(`home.platform.${offer.os}`) })} />
      </Segment>
    );
  }
  return (
    <Segment data-testid="middle-offer" data-platform="all">
      <Header as="h4" content={t('home.middle.allPlatforms')} />
      <List divided relaxed>
        {platforms.map(({ platform, version }) => (
          <List.Item key={platform} data-testid={`download-platform-${platform}`}>
            <List.Icon name={PLATFORM_ICON[platform]} size="large" verticalAlign="middle" />
            <List.Content>
              <List.Header>{t(`home.platform.${platform}`)}</List.Header>
              {version && version.downloadUrl ? (
                <>
                  <VersionLine t={t} version={version} />
                  <a href={version.downloadUrl} className="platform-url">
                    {version.downloadUrl}
                  </a>
                </>
              ) : (
                <List.Description>{t('home.download.none')}</List.Description>
              )}
            </List.Content>
          </List.Item>
        ))}
      </List>
    </Segment>
  );
}
