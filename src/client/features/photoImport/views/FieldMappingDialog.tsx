// The field mapping dialog (document 001 §2, §5): on the left the system fields (required ones
// starred) and the spreadsheet's headers still free, in the middle match and unmatch, on the
// right the pairs shown as 'system field <=> header'. One field and one header are chosen to
// match; pairs are ticked to unmatch. Dumb: props in, callbacks out.
import { Button, Icon, Loader, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { AntiDoubleClickButton } from '../../../widgets/antiDoubleClick/AntiDoubleClickButton';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { selectMappingView } from '../selectors';
import { ChoiceList } from './ChoiceList';
import { labelOf, say } from './text';

export type MappingView = ReturnType<typeof selectMappingView>;

export interface FieldMappingDialogProps {
  t: T;
  view: MappingView;
  /** false while the start call is out */
  closable: boolean;
  onSelectField: (column: string) => void;
  onSelectHeader: (header: string) => void;
  onTogglePair: (column: string) => void;
  onMatch: () => void;
  onUnmatch: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

const Star = () => (
  <span className="photo-mapping-star" aria-hidden>
    *{' '}
  </span>
);

export function FieldMappingDialog({ t, view, closable, ...on }: FieldMappingDialogProps) {
  const busy = view.loading || view.starting;
  const actions = (
    <>
      <Button type="button" disabled={!closable} onClick={on.onClose} data-testid="photo-mapping-cancel" content={t('common.cancel')} />
      <AntiDoubleClickButton
        type="button"
        primary
        loading={view.starting}
        disabled={busy}
        onClick={on.onConfirm}
        data-testid="photo-mapping-confirm"
        content={t('common.confirm')}
      />
    </>
  );
  return (
    <DraggableDialog
      open
      title={t('photoImportUi.mappingTitle')}
      width={DIALOG_WIDTH.TABLE}
      closable={closable}
      onClose={on.onClose}
      actions={actions}
      className="photo-mapping"
      data-testid="photo-mapping-dialog"
    >
      {view.loading ? (
        <Loader active inline="centered" content={t('photoImportUi.loadingFields')} data-testid="photo-mapping-loading" />
      ) : (
        <>
          {view.error ? <UiMessage negative size="small" visible content={say(t, view.error)} data-testid="photo-mapping-error" /> : null}
          <div className="photo-mapping-columns">
            <div className="photo-mapping-left">
              <h5>{t('photoImportUi.systemFields')}</h5>
              <ChoiceList
                label={t('photoImportUi.systemFields')}
                testId="photo-mapping-field"
                emptyText={t('photoImportUi.nothingLeft')}
                onPick={on.onSelectField}
                entries={view.fields.map((f) => ({
                  id: f.column,
                  selected: f.selected,
                  flagged: f.missing,
                  content: (
                    <>
                      {f.required ? <Star /> : null}
                      {labelOf(t, f.columnName)}
                    </>
                  ),
                }))}
              />
              <h5>{t('photoImportUi.headers')}</h5>
              <ChoiceList
                label={t('photoImportUi.headers')}
                testId="photo-mapping-header"
                emptyText={t('photoImportUi.nothingLeft')}
                onPick={on.onSelectHeader}
                entries={view.headers.map((h) => ({ id: h.header, selected: h.selected, content: h.header }))}
              />
              <div className="photo-import-hint">{t('photoImportUi.requiredHint')}</div>
            </div>
            <div className="photo-mapping-middle">
              <Button type="button" primary icon labelPosition="right" disabled={view.starting} onClick={on.onMatch} data-testid="photo-mapping-match">
                {t('mapping.match')}
                <Icon name="arrow right" />
              </Button>
              <Button type="button" icon labelPosition="left" disabled={view.starting} onClick={on.onUnmatch} data-testid="photo-mapping-unmatch">
                <Icon name="arrow left" />
                {t('mapping.unmatch')}
              </Button>
            </div>
            <div className="photo-mapping-right">
              <h5>{t('photoImportUi.pairs')}</h5>
              <ChoiceList
                label={t('photoImportUi.pairs')}
                testId="photo-mapping-pair"
                multiple
                emptyText={t('photoImportUi.nothingLeft')}
                onPick={on.onTogglePair}
                entries={view.pairs.map((p) => ({
                  id: p.column,
                  selected: p.selected,
                  content: (
                    <>
                      {p.required ? <Star /> : null}
                      {t('mapping.pair', { field: labelOf(t, p.columnName), header: p.header })}
                    </>
                  ),
                }))}
              />
            </div>
          </div>
        </>
      )}
    </DraggableDialog>
  );
}
