// The pieces every document panel shares: the frame with its title, the note saying what a
// change made here does to the versions (published at once, into the pending draft, or not
// until the form's edits are saved), a read's loading or failure with a reload, and which
// version a list shows.
import type { ReactNode } from 'react';
import { Button, Header, Loader, Message, Segment } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { problemText } from '../../../lib/problem';
import type { DocRead, DocumentEntry } from '../documentState';
import { versionOf } from './panelTypes';

export function PanelFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Segment className="document-panel" data-testid={testId}>
      <Header as="h4" content={title} />
      {children}
    </Segment>
  );
}

/** What a write made here does (the server saves on the newest version, published when no draft is pending). */
export function WriteNote({ t, entry }: { t: T; entry: DocumentEntry }) {
  if (entry.dirty) return <Message warning size="small" data-testid="doc-panel-save-first" content={t('documentPanels.saveFirst')} />;
  return (
    <p className="document-panel-note" data-testid="doc-panel-note">
      {t(entry.base?.hasDraft ? 'documentPanels.writesDraft' : 'documentPanels.writesPublished')}
    </p>
  );
}

/** A read's state: loading, or its failure with a reload; nothing once it answered. */
export function ReadState({ t, read, onReload }: { t: T; read: DocRead | undefined; onReload: () => void }) {
  if (!read || (read.status === 'loading' && read.result === null)) return <Loader active inline size="small" content={t('documentPanels.loading')} />;
  if (read.status !== 'failed') return null;
  return (
    <Message negative size="small">
      {t('documentPanels.loadFailed')}
      {read.problem ? `: ${problemText(t, read.problem)}` : ''} <Button size="mini" onClick={onReload} content={t('documentPanels.reload')} />
    </Message>
  );
}

/** Which version a list shows (the published one, or the newest while nothing is published). */
export function ShownVersion({ t, result }: { t: T; result: unknown }) {
  const v = versionOf(result);
  if (!v) return null;
  return (
    <p className="document-panel-version" data-testid="doc-panel-version">
      {t(v.published ? 'documentPanels.showsPublished' : 'documentPanels.showsNewest', { version: v.version })}
    </p>
  );
}
