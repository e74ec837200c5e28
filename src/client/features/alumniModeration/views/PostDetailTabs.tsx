// A post card's tabs: comments (with their replies, hidden ones marked), likes and forwards,
// each with its count from the card; a tab's contents load with the post's details when first
// opened. Dumb.
import { Button, Loader, Menu } from 'semantic-ui-react';
import type { PostCard, PostComment } from '../../../../shared/alumni/posts';
import type { T } from '../../../i18n';
import type { DetailTab, OpenedPost } from '../state';

interface Props {
  t: T;
  post: PostCard;
  opened?: OpenedPost;
  onOpen: (id: number, tab: DetailTab) => void;
  onTab: (id: number, tab: DetailTab) => void;
  onClose: (id: number) => void;
}

const STATUS_KEY = { 1: 'BLOCKED', 2: 'HELD' } as const;

function CommentItem({ t, c, replyTo }: { t: T; c: PostComment; replyTo?: string }) {
  return (
    <li className={c.status !== 0 ? 'hidden-comment' : undefined}>
      <strong>{c.commentName}</strong>
      {replyTo && <span className="post-reply-to"> {t('alumniPosts.replyTo', { name: replyTo })}</span>}：<span className="post-comment-text">{c.content}</span>
      {c.status !== 0 && <em className="post-comment-status"> （{t(`alumniPosts.status.${STATUS_KEY[c.status as 1 | 2]}`)}）</em>}
      <span className="post-comment-time">{c.createTime}</span>
      {c.replys.length > 0 && (
        <ul>
          {c.replys.map((r) => (
            <CommentItem key={r.id} t={t} c={r} replyTo={c.commentName} />
          ))}
        </ul>
      )}
    </li>
  );
}

export default function PostDetailTabs({ t, post, opened, onOpen, onTab, onClose }: Props) {
  const tabs: { key: DetailTab; label: string }[] = [
    { key: 'comments', label: t('alumniPosts.comments', { count: post.commentCount }) },
    { key: 'likes', label: t('alumniPosts.likes', { count: post.fabulous }) },
    { key: 'forwards', label: t('alumniPosts.forwards', { count: post.forwards }) },
  ];
  const d = opened?.details;
  return (
    <div className="post-tabs" data-testid={`post-${post.id}-tabs`}>
      <Menu secondary size="mini">
        {tabs.map((tab) => (
          <Menu.Item
            key={tab.key}
            active={opened?.tab === tab.key}
            data-testid={`post-${post.id}-tab-${tab.key}`}
            onClick={() => (opened ? (opened.tab === tab.key ? onClose(post.id) : onTab(post.id, tab.key)) : onOpen(post.id, tab.key))}
          >
            {tab.label}
          </Menu.Item>
        ))}
      </Menu>
      {opened && (
        <div className="post-tab-body" data-testid={`post-${post.id}-tab-body`}>
          {opened.status === 'loading' && <Loader active inline size="tiny" />}
          {opened.status === 'failed' && (
            <span>
              {opened.problem?.msg}{' '}
              <Button size="mini" basic onClick={() => onOpen(post.id, opened.tab)}>
                {t('alumniPosts.retry')}
              </Button>
            </span>
          )}
          {d &&
            opened.tab === 'comments' &&
            (d.comments.length === 0 ? (
              <p>{t('alumniPosts.noComments')}</p>
            ) : (
              <ul className="post-comments">
                {d.comments.map((c) => (
                  <CommentItem key={c.id} t={t} c={c} />
                ))}
              </ul>
            ))}
          {d &&
            opened.tab === 'likes' &&
            (d.likes.length === 0 ? <p>{t('alumniPosts.noLikes')}</p> : <p className="post-likes">{d.likes.map((l) => l.nickName).join('、')}</p>)}
          {d &&
            opened.tab === 'forwards' &&
            (d.forwards.length === 0 ? (
              <p>{t('alumniPosts.noForwards')}</p>
            ) : (
              <ul className="post-forwards">
                {d.forwards.map((f) => (
                  <li key={f.id}>
                    <strong>{f.nickName}</strong>：{f.content || '—'} <span className="post-comment-time">{f.createTime}</span>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      )}
    </div>
  );
}
