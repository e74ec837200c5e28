// The bar above a document's form: where it stands (published vN, draft vM, unsaved changes) and
// Discard draft / Save draft / Publish. A view.
import { Button, Label } from 'semantic-ui-react';
import type { T } from '../../i18n';
import type { BarState } from './documentsSelectors';

export interface DocumentBarProps {
  t: T;
  bar: BarState;
  saving: boolean;
  publishing: boolean;
  onSaveDraft: () => void;
  onPublish: () => void;
  onDiscard: () => void;
}

export default function DocumentBar({ t, bar, saving, publishing, onSaveDraft, onPublish, onDiscard }: DocumentBarProps) {
  return (
    <div className="document-bar">
      <div className="document-state" data-testid="doc-state">
        {bar.publishedVersion !== null ? (
          <Label color="green" basic>
            {t('documentsUi.state.published', { version: bar.publishedVersion })}
          </Label>
        ) : (
          <Label basic>{t('documentsUi.state.notPublished')}</Label>
        )}
        {bar.hasDraft && (
          <Label color="orange" basic>
            {t('documentsUi.state.draft', { version: bar.version })}
          </Label>
        )}
        {bar.dirty && <Label color="yellow">{t('documentsUi.state.unsaved')}</Label>}
      </div>
      <div className="document-actions">
        <Button
          data-testid="doc-discard"
          basic
          negative
          disabled={!bar.canDiscard}
          onClick={onDiscard}
          content={t('documentsUi.discard')}
          title={t('documentsUi.discard.hint')}
        />
        <Button data-testid="doc-save-draft" disabled={!bar.canSave} loading={saving} onClick={onSaveDraft} content={t('documentsUi.saveDraft')} />
        <Button data-testid="doc-publish" primary disabled={!bar.canPublish} loading={publishing} onClick={onPublish} content={t('documentsUi.publish')} />
      </div>
    </div>
  );
}
