// The author's other posts (platformalumniuser/getUserDynamic's view from a card): the channel's
// posts by one author, paged, every status but blocked. Dumb.
import { Loader } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import PagerControls from '../../../widgets/pagedTable/PagerControls';
import type { AuthorPosts } from '../state';
import { PostText } from './PostCardView';

interface Props {
  t: T;
  author: AuthorPosts | null;
  onPage: (pageIndex: number) => void;
  onClose: () => void;
}

export default function AuthorPostsDialog({ t, author, onPage, onClose }: Props) {
  const list = author?.list;
  return (
    <DraggableDialog
      open={!!author}
      title={author ? t('alumniPosts.authorPostsOf', { name: author.name }) : ''}
      width={DIALOG_WIDTH.TABLE_WIDE}
      onClose={onClose}
    >
      {list && (
        <div className="author-posts" data-testid="author-posts">
          {list.status === 'loading' && <Loader active inline="centered" size="small" />}
          {list.status === 'failed' && <p>{list.problem?.msg}</p>}
          {list.status === 'ready' && list.rows.length === 0 && <p>{t('alumniPosts.noPosts')}</p>}
          {list.rows.map((p) => (
            <div key={p.id} className="author-post" data-testid={`author-post-${p.id}`}>
              <span className="post-comment-time">{p.createTime}</span>
              <PostText text={p.content} />
            </div>
          ))}
          <PagerControls
            total={list.total}
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            disabled={list.status === 'loading'}
            onPageChange={onPage}
            onSizeChange={() => undefined}
          />
        </div>
      )}
    </DraggableDialog>
  );
}
