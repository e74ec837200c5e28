// The question table's columns: question (with its similar phrasings count), answer, type,
// enabled, hits and the edit/remove actions.
import { Button, Label } from 'semantic-ui-react';
import type { QuestionRow } from '../../../../shared/robot/api';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import { WriteButton } from '../../session/components';

type T = (key: string, params?: Record<string, string | number>) => string;

export function questionColumns(t: T, onEdit: (id: number) => void, onRemove: (id: number) => void): PagedTableColumn<QuestionRow>[] {
  return [
    {
      key: 'question',
      header: t('robotUi.question.question'),
      width: 260,
      render: (r) => (
        <div>
          <div className="robot-question-text">{r.question}</div>
          {r.similar.length ? (
            <small className="robot-muted" title={r.similar.join('\n')}>
              {t('robotUi.question.similarCount', { count: r.similar.length })}
            </small>
          ) : null}
        </div>
      ),
    },
    {
      key: 'answer',
      header: t('robotUi.question.answer'),
      render: (r) => (
        <div className="robot-answer-cell" title={r.answer}>
          {r.answer}
        </div>
      ),
    },
    { key: 'type', header: t('robotUi.question.type'), width: 110, render: (r) => r.typeName },
    {
      key: 'enabled',
      header: t('robotUi.question.enabled'),
      width: 70,
      render: (r) => (
        <Label size="mini" color={r.enabled ? 'green' : undefined} content={t(r.enabled ? 'robotUi.question.enabled' : 'robotUi.question.disabled')} />
      ),
    },
    { key: 'hits', header: t('robotUi.question.hits'), width: 70, render: (r) => r.hits },
    {
      key: 'actions',
      header: t('robotUi.actions'),
      width: 110,
      render: (r) => (
        <>
          <Button
            type="button"
            basic
            size="mini"
            icon="pencil"
            title={t('common.edit')}
            aria-label={t('common.edit')}
            data-testid={`robot-question-edit-${r.id}`}
            onClick={() => onEdit(r.id)}
          />
          <WriteButton
            type="button"
            basic
            size="mini"
            icon="trash"
            title={t('common.remove')}
            aria-label={t('common.remove')}
            data-testid={`robot-question-remove-${r.id}`}
            onClick={() => onRemove(r.id)}
          />
        </>
      ),
    },
  ];
}
