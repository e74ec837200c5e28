// The robot's scenes (/robotBasicInfo) through its documented calls: the list the robot answers
// in now (questionScene/list, GET: the published version's) and a switch per scene
// (questionScene/update { code, enabled }), which saves a version of its own on the newest one.
import { Checkbox, Table } from 'semantic-ui-react';
import type { QuestionScene } from '../../../../shared/documents/robotBasicInfo/definition';
import { PanelFrame, ReadState, ShownVersion, WriteNote } from './PanelParts';
import { PanelProps, rowsOf } from './panelTypes';

export const SCENE_LIST = 'sceneList';
export const SCENE_SWITCH = 'sceneSwitch';

export default function QuestionScenesPanel({ t, entry, readOf, read, write, canWrite }: PanelProps) {
  const list = readOf(SCENE_LIST);
  const scenes = rowsOf<QuestionScene>(list?.result);
  return (
    <PanelFrame title={t('documentPanels.scenes.title')} testId="doc-panel-scenes">
      <WriteNote t={t} entry={entry} />
      <ReadState t={t} read={list} onReload={() => read(SCENE_LIST)} />
      <ShownVersion t={t} result={list?.result} />
      {scenes.length > 0 && (
        <Table compact celled unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell content={t('documentPanels.scenes.name')} />
              <Table.HeaderCell content={t('documentPanels.scenes.code')} />
              <Table.HeaderCell content={t('documentPanels.scenes.enabled')} />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {scenes.map((scene) => (
              <Table.Row key={scene.code} data-testid={`doc-panel-scene-${scene.code}`}>
                <Table.Cell data-user-content>{scene.name}</Table.Cell>
                <Table.Cell>{scene.code}</Table.Cell>
                <Table.Cell>
                  <Checkbox
                    toggle
                    checked={scene.enabled === true}
                    disabled={!canWrite}
                    aria-label={`${t('documentPanels.scenes.enabled')} ${scene.name}`}
                    data-testid={`doc-panel-scene-switch-${scene.code}`}
                    onChange={(_, { checked }) => write(SCENE_SWITCH, { code: scene.code, enabled: checked === true })}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </PanelFrame>
  );
}
