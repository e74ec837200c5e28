// The alumni moments' titles and tiles (/AlumniOpen) through their documented calls: the titles
// of the newest version (the form's base) added, renamed, switched and removed one at a time
// (appconfiguration/AlumniMomentTitle/add, /update, /remove: each a version of its own on the
// newest one), and the tiles the app shows (AlumniMomentTile/list, GET: the published version's).
import { useState } from 'react';
import { Button, Checkbox, Input, Table } from 'semantic-ui-react';
import { MomentTile, MomentTitle, TITLE_NAME_MAX } from '../../../../shared/documents/alumniMoments/definition';
import { PanelFrame, ReadState, ShownVersion, WriteNote } from './PanelParts';
import { PanelProps, rowsOf } from './panelTypes';

export const TILE_LIST = 'tileList';

function TitleRow({ t, title, index, canWrite, write }: { title: MomentTitle; index: number } & Pick<PanelProps, 't' | 'canWrite' | 'write'>) {
  const [name, setName] = useState(title.name);
  const renamed = name.trim() !== '' && name.trim() !== title.name.trim();
  return (
    <Table.Row data-testid={`doc-panel-title-${index}`}>
      <Table.Cell>
        <Input
          size="small"
          value={name}
          maxLength={TITLE_NAME_MAX}
          aria-label={t('documentPanels.titles.name')}
          data-testid={`doc-panel-title-name-${index}`}
          onChange={(_, { value }) => setName(value)}
          action={
            <Button
              size="small"
              disabled={!canWrite || !renamed}
              data-testid={`doc-panel-title-rename-${index}`}
              onClick={() => write('titleUpdate', { name: title.name, newName: name.trim() })}
              content={t('documentPanels.titles.rename')}
            />
          }
        />
      </Table.Cell>
      <Table.Cell>{title.order}</Table.Cell>
      <Table.Cell>
        <Checkbox
          toggle
          checked={title.enabled === true}
          disabled={!canWrite}
          aria-label={`${t('documentPanels.titles.enabled')} ${title.name}`}
          data-testid={`doc-panel-title-enabled-${index}`}
          onChange={(_, { checked }) => write('titleUpdate', { name: title.name, enabled: checked === true })}
        />
      </Table.Cell>
      <Table.Cell>
        <Button
          size="small"
          basic
          negative
          disabled={!canWrite}
          data-testid={`doc-panel-title-remove-${index}`}
          onClick={() => write('titleRemove', { name: title.name })}
          content={t('documentPanels.titles.remove')}
        />
      </Table.Cell>
    </Table.Row>
  );
}

export default function MomentTitlesPanel({ t, entry, readOf, read, write, canWrite }: PanelProps) {
  const [newName, setNewName] = useState('');
  const titles = rowsOf<MomentTitle>(entry.base?.content?.titles);
  const tiles = readOf(TILE_LIST);
  const tileRows = rowsOf<MomentTile>(tiles?.result);
  return (
    <PanelFrame title={t('documentPanels.titles.title')} testId="doc-panel-titles">
      <WriteNote t={t} entry={entry} />
      <Table compact celled unstackable>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell content={t('documentPanels.titles.name')} />
            <Table.HeaderCell content={t('documentPanels.titles.order')} />
            <Table.HeaderCell content={t('documentPanels.titles.enabled')} />
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {/* keyed by name and version: a row starts again from what the newest version says */}
          {titles.map((title, index) => (
            <TitleRow key={`${title.name}@${entry.base?.version ?? 0}`} t={t} title={title} index={index} canWrite={canWrite} write={write} />
          ))}
        </Table.Body>
      </Table>
      <Input
        size="small"
        value={newName}
        maxLength={TITLE_NAME_MAX}
        placeholder={t('documentPanels.titles.newName')}
        aria-label={t('documentPanels.titles.newName')}
        data-testid="doc-panel-title-new"
        onChange={(_, { value }) => setNewName(value)}
        action={
          <Button
            size="small"
            primary
            disabled={!canWrite || newName.trim() === ''}
            data-testid="doc-panel-title-add"
            onClick={() => {
              write('titleAdd', { name: newName.trim() });
              setNewName('');
            }}
            content={t('documentPanels.titles.add')}
          />
        }
      />
      <h5>{t('documentPanels.tiles.title')}</h5>
      <ReadState t={t} read={tiles} onReload={() => read(TILE_LIST)} />
      <ShownVersion t={t} result={tiles?.result} />
      {tiles?.status === 'ready' && tileRows.length === 0 && <p data-testid="doc-panel-tiles-none">{t('documentPanels.none')}</p>}
      {tileRows.length > 0 && (
        <Table compact celled unstackable data-testid="doc-panel-tiles">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell content={t('documentPanels.tiles.name')} />
              <Table.HeaderCell content={t('documentPanels.tiles.link')} />
              <Table.HeaderCell content={t('documentPanels.tiles.order')} />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {tileRows.map((tile, index) => (
              <Table.Row key={`${tile.name}-${index}`} data-testid={`doc-panel-tile-${index}`}>
                <Table.Cell data-user-content>{tile.name}</Table.Cell>
                <Table.Cell>{tile.linkUrl}</Table.Cell>
                <Table.Cell>{tile.order}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </PanelFrame>
  );
}
