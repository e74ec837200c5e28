// One platform's latest published version on the download page: version and build, publish
// time, force-update flag, notes, and its package or store address. A dumb view.
import { Card, Icon, Label, List, SemanticICONS } from 'semantic-ui-react';
import type { AppPlatform, AppVersionInfo } from '../../../../shared/home/api';
import type { T } from '../../../i18n';
import { DATE_TIME } from '../../../../shared/dateTime';
import { showTime } from '../../../lib/timeZone';

export interface PlatformCardProps {
  t: T;
  platform: AppPlatform;
  version: AppVersionInfo | null;
}

export const PLATFORM_ICON: Record<AppPlatform, SemanticICONS> = { android: 'android', ios: 'apple', harmony: 'mobile alternate' };

export default function PlatformCard({ t, platform, version }: PlatformCardProps) {
  return (
    <Card data-testid={`download-platform-${platform}`} className="platform-card">
      <Card.Content>
        <Card.Header>
          <Icon name={PLATFORM_ICON[platform]} /> {t(`home.platform.${platform}`)}
        </Card.Header>
        {version ? (
          <Card.Meta>
            {t('home.download.version', { version: version.version, build: version.build })}{' '}
            {version.forceUpdate ? (
              <Label size="mini" color="red" content={t('home.download.forceUpdate')} />
            ) : (
              <Label size="mini" basic content={t('home.download.optionalUpdate')} />
            )}
          </Card.Meta>
        ) : (
          <Card.Meta>{t('home.download.none')}</Card.Meta>
        )}
      </Card.Content>
      {version && (
        <Card.Content>
          <List size="small">
            <List.Item>
              <List.Header>{t('home.download.publishedAt')}</List.Header>
              {showTime(version.publishedAt, DATE_TIME, t('home.download.notPublishedYet'))}
            </List.Item>
            <List.Item>
              <List.Header>{t('home.download.notes')}</List.Header>
              <div className="platform-notes">{version.notes || t('home.download.noNotes')}</div>
            </List.Item>
            <List.Item>
              <List.Header>{t('home.download.address')}</List.Header>
              {version.downloadUrl ? (
                <a href={version.downloadUrl} target="_blank" rel="noopener noreferrer" className="platform-url">
                  {version.downloadUrl}
                </a>
              ) : (
                t('home.download.noAddress')
              )}
            </List.Item>
          </List>
        </Card.Content>
      )}
    </Card>
  );
}
