// A reported post (/ReportingManagement): its card, how many open reports and for what, first
// and last report, and the two decisions: block (with a reason) or dismiss. Dumb.
import { Label } from 'semantic-ui-react';
import type { ReportGroup } from '../../../../shared/alumni/posts';
import type { T } from '../../../i18n';
import type { OpenedPost } from '../state';
import PostCardView, { PostCardActions } from './PostCardView';
import { WriteButton } from '../../session/components';

interface Props extends PostCardActions {
  t: T;
  group: ReportGroup;
  opened?: OpenedPost;
  onBlockReported: (postId: number) => void;
  onDismiss: (postId: number, count: number) => void;
}

export default function ReportGroupView({ t, group, opened, onBlockReported, onDismiss, ...actions }: Props) {
  const id = group.post.id;
  return (
    <div className="report-group" data-testid={`report-${id}`}>
      <div className="report-summary">
        <Label color="purple" size="small">
          {t('alumniPosts.reportCount', { count: group.count })}
        </Label>
        <span className="report-reasons">
          {t('alumniPosts.reportReasons')}：{group.reasons.map((r) => `${r.reason} × ${r.count}`).join('，')}
        </span>
        <span className="report-times">{t('alumniPosts.reportedBetween', { first: group.firstAt, last: group.lastAt })}</span>
        <span className="report-decisions">
          <WriteButton size="mini" color="red" data-testid={`report-${id}-block`} onClick={() => onBlockReported(id)}>
            {t('alumniPosts.blockPost')}
          </WriteButton>
          <WriteButton size="mini" basic data-testid={`report-${id}-dismiss`} onClick={() => onDismiss(id, group.count)}>
            {t('alumniPosts.dismiss')}
          </WriteButton>
        </span>
      </div>
      <PostCardView t={t} post={group.post} opened={opened} {...actions} />
    </div>
  );
}
