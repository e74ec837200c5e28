// /dataDirectory: the data directory (directories and tables), entered one level at a time with a
// breadcrumb back up, searched by name at any level, and the quick authorization dialog of each
// entry. A thin container: it selects and dispatches; the views are dumb.
import { pageView } from '../../lib/pagedList';
import { Fragment, useEffect, useMemo } from 'react';
import { Breadcrumb, Button, Form, Input, Message } from 'semantic-ui-react';
import type { DirectoryRow } from '../../../shared/members/quickAuthApi';
import { AuthTicks, SEARCH_MAX } from '../../../shared/members/constants';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import PagedTable from '../../widgets/pagedTable/PagedTable';
import * as events from './quickAuthSlice';
import { selectAuthView, selectDirectory } from './selectors';
import type { AuthSearch } from './state';
import { directoryColumns } from './views/directoryColumns';
import { QuickAuthDialog, QuickAuthHandlers } from './views/QuickAuthDialog';
import { problemText } from '../../lib/problem';

function useAuthHandlers(): QuickAuthHandlers {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      onSearchChange: (change: Partial<AuthSearch>) => dispatch(events.authSearchChanged(change)),
      onSearch: () => dispatch(events.authSearched()),
      onReset: () => dispatch(events.authSearchReset()),
      onPage: (pageIndex: number) => dispatch(events.authPageChanged({ pageIndex })),
      onPageSize: (pageSize: number) => dispatch(events.authPageSizeChanged({ pageSize })),
      onTick: (userId: number, tick: keyof AuthTicks, value: boolean) => dispatch(events.tickChanged({ userId, tick, value })),
      onSave: () => dispatch(events.saveClicked()),
      onClose: () => dispatch(events.authClosed()),
    }),
    [dispatch],
  );
}

export default function DirectoryScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const dir = useAppSelector(selectDirectory);
  const auth = useAppSelector(selectAuthView);
  const on = useAuthHandlers();

  useEffect(() => {
    dispatch(events.directoryOpened());
  }, [dispatch]);

  const columns = useMemo(
    () =>
      directoryColumns(
        t,
        (row: DirectoryRow) => dispatch(events.directoryEntered({ id: row.id, name: row.name })),
        (row: DirectoryRow) => dispatch(events.authOpened({ entry: { id: row.id, name: row.name, type: row.type } })),
      ),
    [t, dispatch],
  );

  return (
    <div className="directory-screen" data-testid="directory-screen">
      {/* the shell draws the screen's heading (ScreenTitle) */}
      <p className="screen-intro">{t('membersUi.intro.dataDirectory')}</p>
      <Form
        size="small"
        onSubmit={(e) => {
          e.preventDefault();
          dispatch(events.directorySearched());
        }}
      >
        <Form.Group inline>
          <Form.Field inline>
            <Input
              input={{ 'data-testid': 'directory-search-name', maxLength: SEARCH_MAX, 'aria-label': t('membersUi.dir.name') }}
              placeholder={t('membersUi.dir.searchAnyLevel')}
              value={dir.nameDraft}
              onChange={(_e, d) => dispatch(events.directoryNameChanged({ name: String(d.value) }))}
            />
          </Form.Field>
          <Button type="submit" size="small" icon="search" data-testid="directory-search" content={t('common.search')} />
        </Form.Group>
      </Form>
      <Breadcrumb data-testid="directory-breadcrumb">
        <Breadcrumb.Section link={dir.path.length > 0 || !!dir.name} onClick={() => dispatch(events.directoryLeft({ depth: 0 }))}>
          {t('membersUi.dir.top')}
        </Breadcrumb.Section>
        {dir.path.map((step, i) => (
          <Fragment key={step.id}>
            <Breadcrumb.Divider />
            <Breadcrumb.Section link={i < dir.path.length - 1 || !!dir.name} onClick={() => dispatch(events.directoryLeft({ depth: i + 1 }))}>
              {step.name}
            </Breadcrumb.Section>
          </Fragment>
        ))}
        {dir.name ? (
          <>
            <Breadcrumb.Divider />
            <Breadcrumb.Section active>{t('membersUi.dir.searchResult', { name: dir.name })}</Breadcrumb.Section>
          </>
        ) : null}
      </Breadcrumb>
      {dir.status === 'failed' && dir.problem ? <Message negative size="small" content={problemText(t, dir.problem)} /> : null}
      <PagedTable
        columns={columns}
        {...pageView(dir)}
        rowTestId={(id) => `directory-row-${id}`}
        onPageChange={(pageIndex) => dispatch(events.directoryPageChanged({ pageIndex }))}
        onSizeChange={(pageSize) => dispatch(events.directoryPageSizeChanged({ pageSize }))}
      />
      {auth.open ? <QuickAuthDialog view={auth} on={on} /> : null}
    </div>
  );
}
