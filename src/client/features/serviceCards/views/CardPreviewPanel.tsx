// The live preview: the card as the apps show it, filled from its data source by the server
// (serviceCardConfig/preview), each row a line of the card with its columns' values.
import { Label, Loader, Message, Segment } from 'semantic-ui-react';
import type { CardPreview } from '../../../../shared/serviceCards/api';
import type { T } from '../../../i18n';
import { type Problem, problemText } from '../../../lib/problem';
import { STATUS_COLOUR } from './CardList';

interface Props {
  t: T;
  preview: CardPreview | null;
  loading: boolean;
  problem: Problem | null;
  sourceLabel: string;
}

export default function CardPreviewPanel({ t, preview, loading, problem, sourceLabel }: Props) {
  return (
    <Segment className="service-card-preview" data-testid="service-card-preview" aria-busy={loading}>
      <div className="service-card-preview-title">
        <strong>{t('serviceCardsUi.preview')}</strong>
        <Loader active={loading} inline size="tiny" />
      </div>
      {problem && <Message negative size="small" content={`${t('serviceCardsUi.failed')}: ${problemText(t, problem)}`} />}
      {preview && (
        <div className="service-card-phone">
          <div className="service-card-phone-header">
            <span>{preview.name}</span>
            <Label size="mini" color={STATUS_COLOUR[preview.status]} content={t(`serviceCards.status.${preview.status}`)} />
          </div>
          {preview.columns.length === 0 ? (
            <p className="service-card-hint">{t('serviceCardsUi.previewNoColumns')}</p>
          ) : preview.rows.length === 0 ? (
            <p className="service-card-hint">{t('serviceCardsUi.previewEmpty')}</p>
          ) : (
            <table className="service-card-phone-table">
              <thead>
                <tr>
                  {preview.columns.map((c) => (
                    <th key={c.id}>{c.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={preview.columns[j].id}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {preview.columns.length > 0 && (
            <p className="service-card-phone-foot">{t('serviceCardsUi.previewRows', { count: preview.rows.length, source: sourceLabel })}</p>
          )}
        </div>
      )}
    </Segment>
  );
}
