// The posts' filters: the posting days, campus, author, words in the text and status; Search
// applies them (Enter in a box too), Reset clears them. Dumb: it edits the draft it is given.
import { Button, Dropdown, Form, Input } from 'semantic-ui-react';
import { POST_STATUS_FILTERS, POST_WORDS_SEARCH_MAX } from '../../../../shared/alumni/posts';
import type { T } from '../../../i18n';
import type { PostFilters } from '../state';

interface Props {
  t: T;
  draft: PostFilters;
  campusOptions: { key: string; value: string; text: string }[];
  onChange: (field: keyof PostFilters, value: string) => void;
  onSearch: () => void;
  onReset: () => void;
}

export default function PostFilterBar({ t, draft, campusOptions, onChange, onSearch, onReset }: Props) {
  const statusOptions = POST_STATUS_FILTERS.map((s) => ({ key: s || 'all', value: s, text: t(s ? `alumniPosts.status.${s}` : 'alumniPosts.status.all') }));
  const text = (field: 'author' | 'words', label: string) => (
    <Form.Field>
      <label>{label}</label>
      <Input
        data-testid={`posts-filter-${field}`}
        aria-label={label}
        value={draft[field]}
        maxLength={POST_WORDS_SEARCH_MAX}
        onChange={(_, d) => onChange(field, String(d.value))}
        onKeyDown={(e: { key: string }) => e.key === 'Enter' && onSearch()}
      />
    </Form.Field>
  );
  return (
    <Form className="posts-filters" size="small" onSubmit={onSearch}>
      <Form.Group widths="equal">
        <Form.Field>
          <label>{t('alumniPosts.filter.range')}</label>
          <div className="posts-range">
            <Input
              type="date"
              data-testid="posts-filter-begin"
              aria-label={t('alumniPosts.filter.begin')}
              value={draft.beginDate}
              onChange={(_, d) => onChange('beginDate', String(d.value))}
            />
            <span>–</span>
            <Input
              type="date"
              data-testid="posts-filter-end"
              aria-label={t('alumniPosts.filter.end')}
              value={draft.endDate}
              onChange={(_, d) => onChange('endDate', String(d.value))}
            />
          </div>
        </Form.Field>
        <Form.Field>
          <label>{t('alumniPosts.filter.campus')}</label>
          <Dropdown
            selection
            clearable
            data-testid="posts-filter-campus"
            aria-label={t('alumniPosts.filter.campus')}
            options={campusOptions}
            value={draft.campusName}
            onChange={(_, d) => onChange('campusName', String(d.value ?? ''))}
          />
        </Form.Field>
        {text('author', t('alumniPosts.filter.author'))}
        {text('words', t('alumniPosts.filter.words'))}
        <Form.Field>
          <label>{t('alumniPosts.filter.status')}</label>
          <Dropdown
            selection
            data-testid="posts-filter-status"
            aria-label={t('alumniPosts.filter.status')}
            placeholder={t('alumniPosts.status.all')}
            options={statusOptions}
            value={draft.status}
            onChange={(_, d) => onChange('status', String(d.value ?? ''))}
          />
        </Form.Field>
      </Form.Group>
      <Button primary size="small" type="submit" data-testid="posts-search">
        {t('alumniPosts.search')}
      </Button>
      <Button basic size="small" type="button" onClick={onReset}>
        {t('alumniPosts.reset')}
      </Button>
    </Form>
  );
}
