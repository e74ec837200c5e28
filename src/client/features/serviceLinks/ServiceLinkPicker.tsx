// "Insert service link" beside a rich-text field: a button opening a dialog of the shelved
// services (POST serviceInfo/richTextEditor/serviceList: searched by name, paged); choosing one
// hands it to the field, which inserts a link to its address named by it. One picker is open at a
// time (`field` names whose); the state and the reads are the serviceLinks slice and saga.
import { useState } from 'react';
import { Button, Image, Input, List, Message, Pagination, Segment } from 'semantic-ui-react';
import { RICH_TEXT_SERVICE_NAME_MAX, RICH_TEXT_SERVICES_PAGE, RichTextService } from '../../../shared/services/catalogue';
import { fileUrl } from '../../../shared/resources/files';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { problemText } from '../../lib/problem';
import { ModalDialog } from '../../widgets/dialog/ModalDialog';
import { pageChanged, pickerClosed, pickerOpened, searchSubmitted } from './serviceLinksSlice';
import { selectServiceLinks } from './selectors';

export interface ServiceLinkPickerProps {
  /** the field the link goes into (its name) */
  field: string;
  onPick: (service: RichTextService) => void;
}

export default function ServiceLinkPicker({ field, onPick }: ServiceLinkPickerProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectServiceLinks);
  const [search, setSearch] = useState('');
  const open = state.status !== 'closed' && state.field === field;
  const pages = Math.ceil(state.total / RICH_TEXT_SERVICES_PAGE);
  return (
    <>
      <Button
        type="button"
        basic
        size="mini"
        icon="linkify"
        content={t('serviceLink.insert')}
        data-testid={`service-link-${field}`}
        onClick={() => {
          setSearch('');
          dispatch(pickerOpened({ field }));
        }}
      />
      <ModalDialog open={open} title={t('serviceLink.title')} size="small" onClose={() => dispatch(pickerClosed())}>
        <Input
          fluid
          icon="search"
          value={search}
          maxLength={RICH_TEXT_SERVICE_NAME_MAX}
          placeholder={t('serviceLink.search')}
          input={{ 'aria-label': t('serviceLink.search'), 'data-testid': 'service-link-search' }}
          onChange={(_e, d) => setSearch(String(d.value))}
          onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && dispatch(searchSubmitted({ name: search }))}
        />
        <Segment basic loading={state.status === 'loading'} style={{ minHeight: '6em', padding: '0.5em 0' }}>
          {state.status === 'failed' && state.problem && <Message negative content={problemText(t, state.problem)} />}
          {state.status === 'ready' && state.rows.length === 0 && <Message info content={t('serviceLink.none')} />}
          <List divided relaxed data-testid="service-link-list">
            {state.rows.map((s) => (
              <List.Item key={s.id} data-testid={`service-link-row-${s.id}`}>
                <List.Content floated="right">
                  <Button
                    type="button"
                    size="mini"
                    primary
                    content={t('serviceLink.choose')}
                    data-testid={`service-link-choose-${s.id}`}
                    onClick={() => {
                      onPick(s);
                      dispatch(pickerClosed());
                    }}
                  />
                </List.Content>
                {s.icon && <Image avatar src={fileUrl(s.icon)} alt="" />}
                <List.Content>
                  <List.Header data-user-content>{s.name}</List.Header>
                  <List.Description data-user-content>{s.url}</List.Description>
                </List.Content>
              </List.Item>
            ))}
          </List>
        </Segment>
        {pages > 1 && (
          <Pagination
            size="mini"
            activePage={state.pageIndex}
            totalPages={pages}
            onPageChange={(_e, d) => dispatch(pageChanged({ pageIndex: Number(d.activePage) }))}
          />
        )}
      </ModalDialog>
    </>
  );
}
