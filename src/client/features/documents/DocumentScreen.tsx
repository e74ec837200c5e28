// The screen of one configuration document (default export, props `documentKey` and, for a route
// fixed on one identity, `identity`): identity tabs for a per-identity document opened without one, the bar (state, Save draft, Publish), the form built from the
// definition's fields (a field's options from a documented read call where the definition says
// so), a live preview where the document has a face, the conflict panel, the panel of the
// definition's other documented calls (panels/), and the history with comparison and restore. A container: it selects, dispatches and hands plain props
// to the views.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useWriteRefusal } from '../session/components';
import { Button, Form, Loader, Menu, Message } from 'semantic-ui-react';
import { documentByKey } from '../../../shared/documents';
import { IDENTITIES } from '../../../shared/domain/people';
import { refOf } from '../../lib/fileRegistry';
import { useLeaveGuard } from '../../lib/leaveGuard';
import { selectLocale, useT } from '../../i18n';
import { NoticeDialog } from '../../widgets/notice';
import { DocumentJobPanel } from '../documentJob/components';
import { FormFieldControl, staticOptions } from '../resources/components';
import type { FieldValue } from '../resources';
import ConflictPanel from './ConflictPanel';
import DocumentBar from './DocumentBar';
import { documentSelectors } from './documentsSelectors';
import { hasSavedDraft } from './documentsSlice';
import {
  conflictChoiceMade,
  diffPicked,
  discardCancelled,
  discardClicked,
  discardConfirmed,
  editsDiscarded,
  fieldChanged,
  historyPageChanged,
  imagePicked,
  imageRemoved,
  keepMineChosen,
  opened,
  publishRequested,
  readRequested,
  reloadRequested,
  restoreCancelled,
  restoreClicked,
  restoreConfirmed,
  saveRequested,
  takeTheirsChosen,
} from './documentsSlice';
import HistoryPanel from './HistoryPanel';
import { callOptions } from './callOptions';
import DocumentPanel from './panels/DocumentPanel';
import './messages';
import PreviewFrame from './PreviewFrame';
import { useSchoolAppearance } from './useSchoolAppearance';
import './documents.css';
import { problemText } from '../../lib/problem';

export default function DocumentScreen({ documentKey, identity: fixedIdentity }: { documentKey: string; identity?: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const def = documentByKey(documentKey);
  const perIdentity = def?.scope === 'tenantIdentity';
  const [identityTab, setIdentityTab] = useState<string>(IDENTITIES[0]);
  const identity = perIdentity ? (fixedIdentity ?? identityTab) : null;
  const ref = useMemo(() => ({ key: documentKey, identity }), [documentKey, identity]);
  const s = documentSelectors(documentKey, identity);
  const entry = useAppSelector(s.selectEntry);
  const bar = useAppSelector(s.selectBar);
  const mine = useAppSelector(s.selectMyChanges);
  const links = useAppSelector(s.selectImageLinks);
  const previewContent = useAppSelector(s.selectPreviewContent);
  const sample = useAppSelector(s.selectSample);
  const locale = useAppSelector(selectLocale);
  // the role's rights on this screen (issue 36): save needs its write, publish the danger too
  const route = Object.entries(def?.identityRoutes ?? {}).find(([, id]) => id === fixedIdentity)?.[0] ?? def?.route ?? '';
  const saveRefusal = useWriteRefusal(route);
  const publishRefusal = useWriteRefusal(route, 'publishDocument');
  // the school as the previewed pages show it (its published name and logo)
  const appearance = useSchoolAppearance();

  useEffect(() => {
    dispatch(opened(ref));
  }, [dispatch, ref]);

  // a field whose options a documented read call answers: asked as the screen opens
  const optionsCall = def?.optionsFrom?.call;
  useEffect(() => {
    if (optionsCall) dispatch(readRequested({ ...ref, call: optionsCall }));
  }, [dispatch, ref, optionsCall]);

  // a menu click, link, back button or reload asks while the form holds unsaved edits; discard drops them
  const discardEdits = useCallback(() => dispatch(editsDiscarded(ref)), [dispatch, ref]);
  useLeaveGuard(entry.dirty, discardEdits);

  if (!def) return <Message negative content={documentKey} />;

  const ready = entry.status === 'ready';
  const onChange = (name: string, value: FieldValue) => dispatch(fieldChanged({ ...ref, name, value }));
  const form = (
    <Form className="document-form" data-testid="doc-form">
      {def.fields.map((field) => (
        <FormFieldControl
          key={field.name}
          field={field}
          value={entry.values[field.name] as FieldValue | undefined}
          options={callOptions(def, field.name, entry.reads) ?? staticOptions(field)}
          error={entry.errors[field.name]}
          disabled={!ready}
          onChange={onChange}
          upload={entry.uploads[field.name]}
          preview={links[field.name]}
          onImagePick={(name, file) => dispatch(imagePicked({ ...ref, name, file: refOf(file) }))}
          onImageRemove={(name) => dispatch(imageRemoved({ ...ref, name }))}
          cellUploads={field.type === 'records' ? entry.uploads : undefined}
        />
      ))}
    </Form>
  );

  return (
    <div className="document-screen" data-testid={`document-${documentKey}`}>
      {/* the shell draws the screen's heading (ScreenTitle); a route fixed on one identity names it in its label */}
      {perIdentity && !fixedIdentity && (
        <Menu tabular className="document-identities" aria-label={t('documentsUi.identities')}>
          {IDENTITIES.map((id) => (
            <Menu.Item
              key={id}
              active={id === identityTab}
              data-testid={`doc-identity-${id}`}
              onClick={() => setIdentityTab(id)}
              content={t(`identity.${id}`)}
            />
          ))}
        </Menu>
      )}
      {entry.status === 'failed' && (
        <Message negative>
          <p>
            {t('documentsUi.loadFailed')}
            {entry.problem ? `: ${problemText(t, entry.problem)}` : ''}
          </p>
          <Button size="small" onClick={() => dispatch(reloadRequested(ref))} content={t('documentsUi.retry')} />
        </Message>
      )}
      {(entry.status === 'loading' || entry.status === 'idle') && <Loader active inline="centered" />}
      {entry.base && (
        <>
          <DocumentBar
            t={t}
            bar={bar}
            saving={entry.status === 'saving'}
            publishing={entry.status === 'publishing'}
            saveRefusal={saveRefusal}
            publishRefusal={saveRefusal ?? (publishRefusal && t('rights.refusedDanger', { danger: t('rights.danger.publishDocument') }))}
            onSaveDraft={() => dispatch(saveRequested(ref))}
            onPublish={() => dispatch(publishRequested(ref))}
            onDiscard={() => dispatch(discardClicked(ref))}
          />
          {entry.status === 'conflict' && entry.conflict && (
            <ConflictPanel
              t={t}
              fields={def.fields}
              baseVersion={entry.base.version}
              conflict={entry.conflict}
              mine={mine}
              onChoose={(field, side) => dispatch(conflictChoiceMade({ ...ref, field, side }))}
              onKeepMine={() => dispatch(keepMineChosen(ref))}
              onTakeTheirs={() => dispatch(takeTheirsChosen(ref))}
            />
          )}
          {entry.problem && ready && <Message negative size="small" content={problemText(t, entry.problem)} data-testid="doc-problem" />}
          <div className={def.face ? 'document-body with-preview' : 'document-body'}>
            {form}
            {def.face && (
              <div className="document-preview">
                <h4>{t('documentsUi.preview')}</h4>
                <PreviewFrame
                  face={def.face}
                  content={previewContent}
                  identity={identity}
                  sample={sample}
                  appearance={appearance}
                  locale={locale}
                  title={t('documentsUi.preview')}
                />
              </div>
            )}
          </div>
          {def.job && <DocumentJobPanel documentKey={documentKey} job={def.job} />}
          {def.panel && <DocumentPanel kind={def.panel} documentKey={documentKey} identity={identity} />}
          <HistoryPanel
            t={t}
            fields={def.fields}
            history={entry.history}
            diff={entry.diff}
            current={entry.base.version}
            canRestore={ready}
            onPage={(pageIndex) => dispatch(historyPageChanged({ ...ref, pageIndex }))}
            onPick={(end, version) => dispatch(diffPicked({ ...ref, end, version }))}
            onRestore={(version) => dispatch(restoreClicked({ ...ref, version }))}
          />
        </>
      )}
      <NoticeDialog
        open={entry.restore.status === 'confirming'}
        type={1}
        title={t('documentsUi.restore.title')}
        message={
          <p>
            {t('documentsUi.restore.confirm', { version: entry.restore.version ?? 0 })}
            {entry.dirty && (
              <>
                <br />
                {t('documentsUi.restore.unsaved')}
              </>
            )}
          </p>
        }
        confirmText={t('documentsUi.restore')}
        onConfirm={() => dispatch(restoreConfirmed(ref))}
        onCancel={() => dispatch(restoreCancelled(ref))}
      />
      <NoticeDialog
        open={entry.discard === 'confirming'}
        type={1}
        title={t('documentsUi.discard.title')}
        message={
          <p data-testid="doc-discard-question">
            {entry.dirty && t('documentsUi.discard.unsaved')}
            {entry.dirty && hasSavedDraft(entry) && <br />}
            {hasSavedDraft(entry) && t('documentsUi.discard.draft', { version: entry.base?.version ?? 0, published: entry.base?.publishedVersion ?? 0 })}
          </p>
        }
        confirmText={t('documentsUi.discard.confirm')}
        onConfirm={() => dispatch(discardConfirmed(ref))}
        onCancel={() => dispatch(discardCancelled(ref))}
      />
    </div>
  );
}
