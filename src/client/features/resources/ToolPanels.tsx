// A collection's tools (ToolDef): their buttons, a summary's figures in a panel, and a
// command's question. Dumb: the definition's tools and the extras state come in, events go out.
import { Button, Label, Message, Statistic } from 'semantic-ui-react';
import type { ToolDef } from '../../../shared/resources';
import { useT } from '../../i18n';
import { NoticeDialog } from '../../widgets/notice';
import { Refusable } from '../../widgets/refusable/Refusable';
import type { ExtrasEntry } from './extrasState';

/** Black or white, whichever reads better on the colour (WCAG relative luminance; the better of
 *  the two always reaches 4.5:1). */
export function readableOn(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return '#000000';
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05)
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

export interface ToolButtonsProps {
  tools: ToolDef[];
  entry: ExtrasEntry;
  hasRows: boolean;
  onClick: (tool: ToolDef) => void;
  /** why the role may not write the collection (issue 36): its commands are disabled, the reason on hover */
  refusal?: string | null;
}

export function ToolButtons({ tools, entry, hasRows, onClick, refusal }: ToolButtonsProps) {
  const t = useT();
  return (
    <>
      {tools.map((tool) => {
        // a command changes the collection: the role's write right (issue 36); a summary only reads
        const refused = tool.kind === 'command' ? refusal : null;
        return (
          <Refusable key={tool.key} reason={refused}>
            <Button
              basic
              negative={tool.kind === 'command'}
              icon={tool.kind === 'summary' ? 'chart bar' : 'eraser'}
              content={t(tool.label)}
              data-testid={`tool-${tool.key}`}
              loading={entry.tool.key === tool.key && entry.tool.status === 'running'}
              disabled={entry.tool.status !== 'idle' || (tool.needsRows === true && !hasRows) || Boolean(refused)}
              onClick={() => onClick(tool)}
            />
          </Refusable>
        );
      })}
    </>
  );
}

export interface ToolPanelsProps {
  tools: ToolDef[];
  entry: ExtrasEntry;
  onConfirm: () => void;
  onCancel: () => void;
  onSummaryClose: () => void;
}

export function ToolPanels({ tools, entry, onConfirm, onCancel, onSummaryClose }: ToolPanelsProps) {
  const t = useT();
  const asking = tools.find((tool) => tool.key === entry.tool.key && tool.confirm);
  const summary = entry.summary && tools.find((tool) => tool.key === entry.summary?.key);
  return (
    <>
      {summary && entry.summary && (
        <Message info onDismiss={onSummaryClose} data-testid={`summary-${summary.key}`}>
          <Message.Header>{t(summary.label)}</Message.Header>
          {entry.summary.figures.length > 0 && (
            <Statistic.Group size="mini" widths={Math.min(entry.summary.figures.length, 6) as 1}>
              {entry.summary.figures.map((f) => (
                <Statistic key={f.label} data-testid={`figure-${f.label}`}>
                  <Statistic.Value>{f.value}</Statistic.Value>
                  <Statistic.Label>{t(f.label, f.params)}</Statistic.Label>
                </Statistic>
              ))}
            </Statistic.Group>
          )}
          {entry.summary.chips.length > 0 && (
            <div className="summary-chips">
              {entry.summary.chips.map((chip, index) => (
                <Label
                  key={index}
                  size="small"
                  style={{ background: chip.color, color: readableOn(chip.color) }}
                  data-testid={`chip-${index}`}
                  data-user-content
                >
                  {chip.text}
                </Label>
              ))}
            </div>
          )}
        </Message>
      )}
      <NoticeDialog
        open={Boolean(asking) && entry.tool.status !== 'idle'}
        type={1}
        message={asking?.confirm ? t(asking.confirm) : ''}
        busy={entry.tool.status === 'running'}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}
