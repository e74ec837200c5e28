// What needs the administrator's attention: one card per item with its count and a link to
// the screen that deals with it (its list filtered to what needs attention; a job item opens
// the job centre, where the jobs and their reports are), then the figures of the last days. A
// dumb view.
import { Link } from 'react-router-dom';
import { Button, Card, Header, Icon, Message, Segment, SemanticCOLORS, SemanticICONS, Statistic } from 'semantic-ui-react';
import type { Attention, AttentionItem, AttentionKey } from '../../../../shared/home/api';
import type { T } from '../../../i18n';
import type { LoadStatus } from '../state';
import { showTime } from '../../../lib/timeZone';

export interface AttentionPanelProps {
  t: T;
  status: LoadStatus;
  items: AttentionItem[];
  figures: Attention['figures'] | null;
  at: string | null;
  total: number;
  onRefresh(): void;
  onOpenJobs(): void;
}

const ICON: Record<AttentionKey, SemanticICONS> = {
  importsFailed: 'upload',
  importsRunning: 'upload',
  exportsFailed: 'download',
  exportsRunning: 'download',
  photoImportsFailed: 'image',
  photoImportsRunning: 'image',
  photoExportsFailed: 'images',
  photoExportsRunning: 'images',
  servicesOffShelf: 'archive',
  postsHeld: 'hourglass half',
  reportsOpen: 'flag',
};

const colourOf = (item: AttentionItem): SemanticCOLORS | undefined => {
  if (item.count === 0) return undefined;
  if (item.key.endsWith('Failed')) return 'red';
  if (item.key.endsWith('Running')) return 'blue';
  return 'orange';
};

export default function AttentionPanel({ t, status, items, figures, at, total, onRefresh, onOpenJobs }: AttentionPanelProps) {
  const days = figures?.days ?? 7;
  return (
    <Segment basic className="attention-panel" data-testid="attention-panel">
      <Header as="h3" dividing>
        {t('home.attention.title')}
        <Button
          basic
          compact
          size="small"
          floated="right"
          icon="refresh"
          content={t('home.attention.refresh')}
          loading={status === 'loading'}
          disabled={status === 'loading'}
          onClick={onRefresh}
          data-testid="attention-refresh"
        />
      </Header>
      {status === 'failed' && <Message negative size="small" content={t('home.attention.failed')} />}
      {status === 'loading' && items.length === 0 && <Message info size="small" content={t('home.attention.loading')} />}
      {status === 'loaded' && total === 0 && (
        <Message positive size="small" icon="check" content={t('home.attention.allClear')} data-testid="attention-all-clear" />
      )}
      {items.length > 0 && (
        <Card.Group itemsPerRow={3} stackable>
          {items.map((item) => (
            <Card key={item.key} color={colourOf(item)} data-testid={`attention-${item.key}`} className={item.count > 0 ? 'attention-due' : 'attention-quiet'}>
              <Card.Content>
                <Icon name={ICON[item.key]} color={colourOf(item)} className="right floated" size="large" />
                <Statistic size="tiny" color={colourOf(item)}>
                  <Statistic.Value data-testid={`attention-count-${item.key}`}>{item.count}</Statistic.Value>
                </Statistic>
                <Card.Description>{t(`home.attention.key.${item.key}`, { days })}</Card.Description>
              </Card.Content>
              <Card.Content extra>
                {item.jobs ? (
                  <Button basic compact size="small" onClick={onOpenJobs} data-testid={`attention-link-${item.key}`}>
                    {t('home.attention.openJobs')} <Icon name="angle right" />
                  </Button>
                ) : (
                  <Link to={item.link} data-testid={`attention-link-${item.key}`}>
                    {t('home.attention.open')} <Icon name="angle right" />
                  </Link>
                )}
              </Card.Content>
            </Card>
          ))}
        </Card.Group>
      )}
      {figures && (
        <>
          <Header as="h4">{t('home.figures.title', { days: figures.days })}</Header>
          <Statistic.Group size="mini" widths={3} data-testid="attention-figures">
            <Statistic label={t('home.figures.peopleAdded')} value={figures.peopleAdded} data-testid="figure-peopleAdded" />
            <Statistic label={t('home.figures.importsFinished')} value={figures.importsFinished} data-testid="figure-importsFinished" />
            <Statistic label={t('home.figures.exportsFinished')} value={figures.exportsFinished} data-testid="figure-exportsFinished" />
          </Statistic.Group>
        </>
      )}
      {at && <p className="attention-at">{t('home.attention.at', { time: showTime(at) })}</p>}
    </Segment>
  );
}
