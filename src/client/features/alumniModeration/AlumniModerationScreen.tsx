// The six alumni moderation screens (document 001 §2, SCREENS.md Alumni): for a channel (the
// alumni circle or the public accounts) the posts (/dynamicManage, /pubilcDynamic), the reports
// grouped by post (/ReportingManagement, /publicReport) and the blocked posts
// (/ShieldingManagement, /publicShield). The container selects and dispatches; the views are dumb.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Loader, Message } from 'semantic-ui-react';
import type { PostChannel } from '../../../shared/alumni/posts';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { ImagePreview } from '../../widgets/image/ImagePreview';
import { NoticeDialog } from '../../widgets/notice';
import PagerControls from '../../widgets/pagedTable/PagerControls';
import {
  authorPostsClosed,
  authorPostsOpened,
  authorPostsPageChosen,
  blockCancelled,
  blockClicked,
  blockConfirmed,
  blockNoteChanged,
  blockReasonChosen,
  confirmAccepted,
  confirmAsked,
  confirmCancelled,
  draftChanged,
  filtersApplied,
  filtersReset,
  messagesDownloadRequested,
  mpAccountChosen,
  noticeDismissed,
  opened,
  pageChosen,
  pageSizeChosen,
  phoneNoticeClosed,
  phoneNoticeShown,
  postClosed,
  postOpened,
  retried,
  tabChosen,
  viewerClosed,
  viewerOpened,
} from './alumniModerationSlice';
import { selectCampusOptions, selectModeration, selectPage, selectPostRows, selectReasonOptions, selectReportRows } from './selectors';
import { Confirmation, ModerationView, statusFromQuery } from './state';
import './alumniModeration.css';
import AuthorPostsDialog from './views/AuthorPostsDialog';
import BlockReasonDialog from './views/BlockReasonDialog';
import PostCardView, { PostCardActions } from './views/PostCardView';
import PostFilterBar from './views/PostFilterBar';
import PublicAccountBar from './views/PublicAccountBar';
import ReportGroupView from './views/ReportGroupView';
import { say } from './views/say';

interface Props {
  channel: PostChannel;
  view: ModerationView;
}

const TITLE: Record<ModerationView, string> = { posts: 'alumniPosts.title', reports: 'alumniPosts.reportsTitle', shielded: 'alumniPosts.shieldTitle' };
const EMPTY: Record<ModerationView, string> = { posts: 'alumniPosts.noPosts', reports: 'alumniPosts.noReports', shielded: 'alumniPosts.noBlocked' };

function confirmText(t: ReturnType<typeof useT>, c: Confirmation): string {
  if (c.kind === 'unblock') return t('alumniPosts.unblockConfirm');
  if (c.kind === 'dismiss') return t('alumniPosts.dismissConfirm', { count: c.count });
  if (c.kind === 'forbid') return t('alumniPosts.forbidConfirm', { name: c.name });
  return t('alumniPosts.allow');
}

export default function AlumniModerationScreen({ channel, view }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const m = useAppSelector(selectModeration);
  const page = useAppSelector(selectPage);
  const posts = useAppSelector(selectPostRows);
  const groups = useAppSelector(selectReportRows);
  const reasonOptions = useAppSelector(selectReasonOptions);
  const campusOptions = useAppSelector(selectCampusOptions);
  const current = m.channel === channel && m.view === view;

  const { search } = useLocation();
  useEffect(() => {
    const status = view === 'posts' ? statusFromQuery(search) : undefined;
    dispatch(opened(status === undefined ? { channel, view } : { channel, view, status }));
  }, [dispatch, channel, view, search]);

  const actions: PostCardActions = {
    onBlock: view === 'shielded' ? undefined : (postId) => dispatch(blockClicked({ postId })),
    onUnblock: (postId) => dispatch(confirmAsked({ kind: 'unblock', postId })),
    onOpen: (id, tab) => dispatch(postOpened({ id, tab })),
    onTab: (id, tab) => dispatch(tabChosen({ id, tab })),
    onClose: (id) => dispatch(postClosed({ id })),
    onImage: (urls, index) => dispatch(viewerOpened({ urls, index })),
    onQuote: () => dispatch(phoneNoticeShown()),
    onAuthorPosts: (userId, name) => dispatch(authorPostsOpened({ userId, name })),
    onForbid: (alumniUserId, name, forbid) => dispatch(confirmAsked({ kind: forbid ? 'forbid' : 'allow', alumniUserId, name })),
  };
  // the list holds the rows of the view it was read for: moving from reports to blocked posts
  // renders once before the new view's read, and a report group is no post card
  const shownGroups = current && view === 'reports' ? groups : [];
  const shownPosts = current && view !== 'reports' ? posts : [];
  const rows = view === 'reports' ? shownGroups : shownPosts;

  return (
    <div className="alumni-moderation" data-testid={`moderation-${channel}-${view}`}>
      <h3 className="moderation-title">{t(`${TITLE[view]}.${channel}`)}</h3>
      {channel === 'PUBLIC' && (
        <PublicAccountBar
          t={t}
          accounts={current ? m.mpAccounts : []}
          value={current ? m.filters.mpAccount : ''}
          downloading={m.downloading}
          onChoose={(mpAccount) => dispatch(mpAccountChosen({ mpAccount }))}
          onDownload={view === 'posts' ? () => dispatch(messagesDownloadRequested()) : undefined}
        />
      )}
      {view === 'posts' && (
        <PostFilterBar
          t={t}
          draft={m.draft}
          campusOptions={campusOptions}
          onChange={(field, value) => dispatch(draftChanged({ field, value }))}
          onSearch={() => dispatch(filtersApplied())}
          onReset={() => dispatch(filtersReset())}
        />
      )}
      {m.notice && <Message positive size="small" data-testid="moderation-notice" onDismiss={() => dispatch(noticeDismissed())} content={say(t, m.notice)} />}
      {current && m.list.status === 'failed' && (
        <Message negative size="small" data-testid="moderation-failed">
          {m.list.problem?.msg}{' '}
          <Button size="mini" basic onClick={() => dispatch(retried())}>
            {t('alumniPosts.retry')}
          </Button>
        </Message>
      )}
      <div className="moderation-list" data-testid="moderation-list">
        {page.loading && <Loader active inline="centered" />}
        {!page.loading && current && m.list.status === 'ready' && rows.length === 0 && <p className="moderation-empty">{t(EMPTY[view])}</p>}
        {view === 'reports'
          ? shownGroups.map((g) => (
              <ReportGroupView
                key={g.post.id}
                t={t}
                group={g}
                opened={m.opened[g.post.id]}
                {...actions}
                onBlock={undefined}
                onBlockReported={(postId) => dispatch(blockClicked({ postId, fromReports: true }))}
                onDismiss={(postId, count) => dispatch(confirmAsked({ kind: 'dismiss', postId, count }))}
              />
            ))
          : shownPosts.map((p) => <PostCardView key={p.id} t={t} post={p} opened={m.opened[p.id]} {...actions} />)}
      </div>
      <PagerControls
        total={page.total}
        capped={page.capped}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        disabled={page.loading}
        onPageChange={(pageIndex) => dispatch(pageChosen({ pageIndex }))}
        onSizeChange={(pageSize) => dispatch(pageSizeChosen({ pageSize }))}
      />
      <BlockReasonDialog
        t={t}
        block={m.block}
        reasonOptions={reasonOptions}
        onReason={(reasonId) => dispatch(blockReasonChosen({ reasonId }))}
        onNote={(note) => dispatch(blockNoteChanged({ note }))}
        onConfirm={() => dispatch(blockConfirmed())}
        onCancel={() => dispatch(blockCancelled())}
      />
      <NoticeDialog
        open={!!m.confirm}
        type={1}
        message={
          m.confirm ? (
            <>
              <p>{confirmText(t, m.confirm)}</p>
              {m.confirm.message && <p className="moderation-error">{say(t, m.confirm.message)}</p>}
            </>
          ) : (
            ''
          )
        }
        busy={m.confirm?.saving}
        onConfirm={() => dispatch(confirmAccepted())}
        onCancel={() => dispatch(confirmCancelled())}
      />
      <NoticeDialog
        open={m.phoneNotice}
        type={5}
        message={t('alumniPosts.viewOnPhone')}
        onConfirm={() => dispatch(phoneNoticeClosed())}
        onCancel={() => dispatch(phoneNoticeClosed())}
      />
      <ImagePreview open={!!m.viewer} urls={m.viewer?.urls ?? []} startIndex={m.viewer?.index ?? 0} onClose={() => dispatch(viewerClosed())} />
      <AuthorPostsDialog
        t={t}
        author={m.authorPosts}
        onPage={(pageIndex) => dispatch(authorPostsPageChosen({ pageIndex }))}
        onClose={() => dispatch(authorPostsClosed())}
      />
    </div>
  );
}
