// The platform's name and logo, and its administrators (account, name, enabled, last sign-in).
import { Header, Icon, Label, Segment, Table } from 'semantic-ui-react';
import type { AdminInfo } from '../../../../shared/platform/projectDetails';
import { fileUrl } from '../../../../shared/resources/files';
import type { T } from '../../../i18n';
import type { PlatformInfo } from '../state';
import { DATE_TIME } from '../../../../shared/dateTime';
import { showTime } from '../../../lib/timeZone';

export interface PlatformPanelProps {
  t: T;
  platform: PlatformInfo | null;
  admins: AdminInfo[];
}

export default function PlatformPanel({ t, platform, admins }: PlatformPanelProps) {
  return (
    <Segment data-testid="project-platform">
      <div className="project-brand">
        {platform?.logo ? (
          <img className="project-logo" src={fileUrl(platform.logo)} alt="" data-testid="project-logo" />
        ) : (
          <Icon name="university" size="big" />
        )}
        {/* the school's own name (data, in its language), else the console's words */}
        <Header as="h2" data-testid="project-name" data-user-content={platform?.name ? true : undefined}>
          {platform?.name || t('projectDetails.unnamed')}
        </Header>
      </div>
      <Header as="h4">{t('projectDetails.admins')}</Header>
      <Table compact celled unstackable size="small" data-testid="project-admins">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t('projectDetails.account')}</Table.HeaderCell>
            <Table.HeaderCell>{t('projectDetails.adminName')}</Table.HeaderCell>
            <Table.HeaderCell>{t('projectDetails.lastSignIn')}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {admins.map((a) => (
            <Table.Row key={a.account} data-testid={`project-admin-${a.account}`} disabled={!a.enabled}>
              <Table.Cell>
                {a.account}
                {!a.enabled && <Label size="mini">{t('projectDetails.disabled')}</Label>}
              </Table.Cell>
              <Table.Cell>{a.name}</Table.Cell>
              <Table.Cell>{showTime(a.lastSignInAt, DATE_TIME, t('projectDetails.neverSignedIn'))}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Segment>
  );
}
