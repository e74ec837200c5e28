// A compact, read-only list of a lookup's items with their descriptions (e.g. the dealing
// mechanisms of sensitive words). Dumb: the items come in.
import { Message } from 'semantic-ui-react';
import type { InfoPanelDef } from '../../../shared/resources';

export interface LookupInfoPanelProps {
  panel: InfoPanelDef;
  /** already translated */
  title: string;
  items: unknown[];
}

export default function LookupInfoPanel({ panel, title, items }: LookupInfoPanelProps) {
  if (items.length === 0) return null;
  return (
    <Message info size="small" className="resource-info-panel" data-testid={`info-${panel.lookup}`}>
      <Message.Header>{title}</Message.Header>
      <dl className="resource-info-list">
        {items.map((item, i) => {
          const record = (item ?? {}) as Record<string, unknown>;
          return (
            <div key={String(record.id ?? i)} className="resource-info-entry">
              <dt>{String(record[panel.nameKey] ?? '')}</dt>
              <dd>{String(record[panel.descriptionKey] ?? '')}</dd>
            </div>
          );
        })}
      </dl>
    </Message>
  );
}
