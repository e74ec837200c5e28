// The bottom links' check (/LoginInAdvanceBottomInformation) through its documented call
// platformPrepareLoginButtomConfig/checkLinks { links }: the form's links as they are now (unsaved
// edits included) checked by the url rule on the server (never visited), each with its result.
import { Button, Icon, Table } from 'semantic-ui-react';
import { PanelFrame, ReadState } from './PanelParts';
import { PanelProps, rowsOf } from './panelTypes';

export const CHECK_LINKS = 'checkLinks';

interface CheckedLink {
  text: string;
  url: string;
  ok: boolean;
  reason: string | null;
}

export default function CheckLinksPanel({ t, entry, readOf, read }: PanelProps) {
  const check = readOf(CHECK_LINKS);
  const rows = check?.status === 'ready' ? rowsOf<CheckedLink>(check.result) : [];
  const bad = rows.filter((r) => !r.ok).length;
  const links = Array.isArray(entry.values.links) ? entry.values.links : [];
  return (
    <PanelFrame title={t('documentPanels.links.title')} testId="doc-panel-links">
      <p className="document-panel-note">{t('documentPanels.links.hint')}</p>
      <Button
        size="small"
        loading={check?.status === 'loading'}
        disabled={check?.status === 'loading' || entry.base === null}
        data-testid="doc-panel-check-links"
        onClick={() => read(CHECK_LINKS, { links })}
        content={t('documentPanels.links.check')}
      />
      {check && check.status !== 'loading' && <ReadState t={t} read={check} onReload={() => read(CHECK_LINKS, { links })} />}
      {check?.status === 'ready' && (
        <>
          <p data-testid="doc-panel-links-summary">{t('documentPanels.links.summary', { total: rows.length, bad })}</p>
          {rows.length > 0 && (
            <Table compact celled unstackable>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell content={t('documentPanels.links.text')} />
                  <Table.HeaderCell content={t('documentPanels.links.url')} />
                  <Table.HeaderCell content={t('documentPanels.links.result')} />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row, index) => (
                  <Table.Row key={index} negative={!row.ok} positive={row.ok} data-testid={`doc-panel-link-${index}`} data-ok={row.ok ? 'true' : 'false'}>
                    <Table.Cell data-user-content>{row.text}</Table.Cell>
                    <Table.Cell>{row.url}</Table.Cell>
                    <Table.Cell>
                      <Icon name={row.ok ? 'check' : 'warning sign'} />
                      {row.ok ? t('documentPanels.links.ok') : row.reason}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          )}
        </>
      )}
    </PanelFrame>
  );
}
