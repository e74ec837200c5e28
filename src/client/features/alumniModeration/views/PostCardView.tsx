// One post as the card of document 001 §2: avatar (the default avatar when it fails), nickname,
// campus or 'unknown campus', label, time, the block link (or the block's reason, who and when),
// the text (always as text: markup and links in it stay inert), pictures opening the image
// viewer, the forwarded post, the address, a public-account post's badge and quoted message
// ('view on the phone'), and the tabs of comments, likes and forwards. Dumb: it reports clicks.
import { Button, Icon, Label } from 'semantic-ui-react';
import type { PostCard } from '../../../../shared/alumni/posts';
import { WORD_CHECK_ACTOR } from '../../../../shared/alumni/posts';
import type { T } from '../../../i18n';
import { FallbackImage } from '../../../widgets/image/FallbackImage';
import type { DetailTab, OpenedPost } from '../state';
import PostDetailTabs from './PostDetailTabs';
import { WriteButton } from '../../session/components';

export interface PostCardActions {
  onBlock?: (id: number) => void;
  onUnblock?: (id: number) => void;
  onOpen: (id: number, tab: DetailTab) => void;
  onTab: (id: number, tab: DetailTab) => void;
  onClose: (id: number) => void;
  onImage: (urls: string[], index: number) => void;
  onQuote: () => void;
  onAuthorPosts?: (userId: number, name: string) => void;
  onForbid?: (alumniUserId: number, name: string, forbidden: boolean) => void;
}

interface Props extends PostCardActions {
  t: T;
  post: PostCard;
  opened?: OpenedPost;
  /** a forwarded post inside another card: no actions, no tabs */
  nested?: boolean;
}

const STATUS_KEY = { 0: 'SHOWN', 1: 'BLOCKED', 2: 'HELD' } as const;

export function PostText({ text }: { text: string }) {
  // React sets text content: a <script> or a javascript: link typed into a post is shown, never run
  return <div className="post-text">{text}</div>;
}

export default function PostCardView({ t, post, opened, nested, ...a }: Props) {
  const testId = nested ? `post-forwarded-${post.id}` : `post-${post.id}`;
  return (
    <div className={`post-card${nested ? ' nested' : ''}${post.status === 1 ? ' blocked' : ''}`} data-testid={testId}>
      <div className="post-head">
        <FallbackImage className="post-avatar" src={post.photo} fallback="avatar" alt="" />
        <div className="post-who">
          <div>
            <strong className="post-nick">{post.nickName}</strong>
            {post.lableName && <span className="post-label">{post.lableName}</span>}
            {post.forbidden && (
              <Label size="mini" color="grey">
                {t('alumniPosts.forbiddenBadge')}
              </Label>
            )}
          </div>
          <div className="post-meta">
            <span data-testid={`${testId}-campus`}>{post.campusName ?? t('alumniPosts.unknownCampus')}</span>
            <span data-testid={`${testId}-time`}>{post.createTime}</span>
          </div>
        </div>
        <div className="post-badges">
          {post.mpType && (
            <Label size="tiny" color="teal" data-testid={`${testId}-mptype`}>
              {t(`alumniPosts.mpType.${post.mpType}`)}
            </Label>
          )}
          {post.status !== 0 && (
            <Label size="tiny" color={post.status === 1 ? 'red' : 'orange'} data-testid={`${testId}-status`}>
              {t(`alumniPosts.status.${STATUS_KEY[post.status]}`)}
            </Label>
          )}
          {post.masked && (
            <Label size="tiny" color="yellow" data-testid={`${testId}-masked`}>
              {t('alumniPosts.status.MASKED')}
            </Label>
          )}
          {post.openReports > 0 && (
            <Label size="tiny" color="purple">
              {t('alumniPosts.openReports', { count: post.openReports })}
            </Label>
          )}
          {!nested && post.status !== 1 && a.onBlock && (
            <WriteButton basic compact size="mini" color="red" data-testid={`${testId}-block`} onClick={() => a.onBlock!(post.id)}>
              {t('alumniPosts.block')}
            </WriteButton>
          )}
          {!nested && post.status !== 0 && a.onUnblock && (
            <WriteButton basic compact size="mini" color="green" data-testid={`${testId}-unblock`} onClick={() => a.onUnblock!(post.id)}>
              {t(post.status === 2 ? 'alumniPosts.release' : 'alumniPosts.unblock')}
            </WriteButton>
          )}
        </div>
      </div>
      <PostText text={post.content} />
      {post.words.length > 0 && <div className="post-words">{t('alumniPosts.wordsFound', { words: post.words.map((w) => w.word).join('、') })}</div>}
      {post.image.length > 0 && (
        <div className="post-images">
          {post.image.map((url, i) => (
            <button
              key={`${url}-${i}`}
              type="button"
              className="post-image"
              onClick={() => a.onImage(post.image, i)}
              aria-label={t('alumniPosts.imageOf', { index: i + 1, count: post.image.length })}
            >
              <FallbackImage src={url} alt="" />
            </button>
          ))}
        </div>
      )}
      {post.mpQuoteMsginfo && (
        <button type="button" className="post-quote" data-testid={`${testId}-quote`} onClick={a.onQuote}>
          {post.mpQuoteMsginfo.imgUrl && <FallbackImage src={post.mpQuoteMsginfo.imgUrl} alt="" />}
          <span data-user-content>{post.mpQuoteMsginfo.content}</span>
        </button>
      )}
      {post.actionType === 5 && (
        <div className="post-forwarded">
          {post.forwarded ? (
            <>
              <div className="post-forwarded-from">{t('alumniPosts.forwardedFrom', { name: post.forwarded.nickName })}</div>
              <PostCardView t={t} post={{ ...post.forwarded, forwarded: null }} nested {...a} />
            </>
          ) : (
            <div className="post-forwarded-from">{t('alumniPosts.forwardedGone')}</div>
          )}
        </div>
      )}
      {post.address && (
        <div className="post-address">
          {/* a glyph of the bundled icon font: an emoji is an empty box where no emoji font is installed */}
          <Icon name="map marker alternate" data-testid="post-address-icon" />
          {post.address}
        </div>
      )}
      {post.block && (
        <div className="post-block" data-testid={`${testId}-block-reason`}>
          {post.block.by === WORD_CHECK_ACTOR ? t('alumniPosts.byWordCheck') : t('alumniPosts.blockedBy', { name: post.block.byName, at: post.block.at })}
          {' · '}
          {post.block.reason}
        </div>
      )}
      {!nested && (
        <>
          <div className="post-actions">
            {a.onAuthorPosts && (
              <Button basic compact size="mini" data-testid={`${testId}-author-posts`} onClick={() => a.onAuthorPosts!(post.userId, post.nickName)}>
                {t('alumniPosts.authorPosts')}
              </Button>
            )}
            {a.onForbid && post.alumniUserId !== null && (
              <WriteButton
                basic
                compact
                size="mini"
                data-testid={`${testId}-forbid`}
                onClick={() => a.onForbid!(post.alumniUserId!, post.nickName, !post.forbidden)}
              >
                {t(post.forbidden ? 'alumniPosts.allow' : 'alumniPosts.forbid')}
              </WriteButton>
            )}
          </div>
          <PostDetailTabs t={t} post={post} opened={opened} onOpen={a.onOpen} onTab={a.onTab} onClose={a.onClose} />
        </>
      )}
    </div>
  );
}
