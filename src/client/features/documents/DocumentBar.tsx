// The bar above a document's form: where it stands (published vN, draft vM, unsaved changes) and
// Discard draft / Save draft / Publish. A view.
import { Button, Label } from 'semantic-ui-react';
import { Refusable } from '../../widgets/refusable/Refusable';
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
  /** why the session may not save, or publish (issue 36): the buttons are disabled, the reason on hover */
  saveRefusal?: string | null;
  publishRefusal?: string | null;
}

export default function DocumentBar({ t, bar, saving, publishing, onSaveDraft, onPublish, onDiscard, saveRefusal, publishRefusal }: DocumentBarProps) {
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
        <Refusable reason={saveRefusal}>
          <Button
            data-testid="doc-discard"
            basic
            negative
            disabled={!bar.canDiscard || Boolean(saveRefusal)}
            onClick={onDiscard}
            content={t('documentsUi.discard')}
            title={t('documentsUi.discard.hint')}
          />
        </Refusable>
        <Refusable reason={saveRefusal}>
          <Button
            data-testid="doc-save-draft"
            disabled={!bar.canSave || Boolean(saveRefusal)}
            loading={saving}
            onClick={onSaveDraft}
            content={t('documentsUi.saveDraft')}
          />
        </Refusable>
        <Refusable reason={publishRefusal}>
          <Button
            data-testid="doc-publish"
            primary
            disabled={!bar.canPublish || Boolean(publishRefusal)}
            loading={publishing}
            onClick={onPublish}
            content={t('documentsUi.publish')}
          />
        </Refusable>
      </div>
    </div>
  );
}
