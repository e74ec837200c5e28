// The columns of an API list (the candidates and a monitor's own): name, note, quote type (VIEW
// shown as 视图 / view, OUT_DATA as 数据集 / dataset), project, status (ON published, OFF
// disabled) and creation time.
import { Label } from 'semantic-ui-react';
import type { ApiRow } from '../../../../shared/members/monitorApi';
import type { T } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import { DATE_TIME } from '../../../../shared/dateTime';
import { showTime } from '../../../lib/timeZone';

const text = (v: string | null | undefined) => (v && v.trim() ? v : '-');
const time = (v: string | null | undefined) => showTime(v, DATE_TIME, '-');

export function apiColumns<R extends ApiRow>(t: T, extra: PagedTableColumn<R>[] = []): PagedTableColumn<R>[] {
  return [
    { key: 'name', header: t('membersUi.api.name'), render: (r) => text(r.name) },
    { key: 'note', header: t('membersUi.col.note'), render: (r) => text(r.note) },
    { key: 'quoteType', header: t('membersUi.api.quoteType'), render: (r) => t(`monitor.quoteType.${r.quoteType}`) },
    { key: 'project', header: t('membersUi.api.project'), render: (r) => text(r.projectName) },
    {
      key: 'status',
      header: t('membersUi.api.status'),
      render: (r) => <Label size="mini" basic color={r.status === 'ON' ? 'green' : 'grey'} content={t(`monitor.status.${r.status}`)} />,
    },
    { key: 'createTime', header: t('common.createdAt'), render: (r) => time(r.createTime) },
    ...extra,
  ];
}
