// "Try it": a question typed as a user would, and the library's answer — the chosen answer (or
// "no confident answer" under the threshold) and the ranked candidates with their scores.
import { Button, Form, Input, Label, List, Message as Notice, Segment } from 'semantic-ui-react';
import { TRY_TEXT_MAX } from '../../../../shared/robot/api';
import { useT } from '../../../i18n';
import type { TrialState } from '../state';
import { problemText } from '../../../lib/problem';

export interface TryBoxProps {
  trial: TrialState;
  onText: (text: string) => void;
  onSubmit: () => void;
}

const percent = (score: number) => score.toFixed(2);

export function TryBox({ trial, onText, onSubmit }: TryBoxProps) {
  const t = useT();
  const { result } = trial;
  const best = result?.candidates[0];
  return (
    <Segment className="robot-try" data-testid="robot-try">
      <strong>{t('robotUi.try.title')}</strong>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <div className="robot-try-row">
          <Input
            fluid
            input={{ 'data-testid': 'robot-try-input', maxLength: TRY_TEXT_MAX, 'aria-label': t('robotUi.try.placeholder') }}
            value={trial.text}
            placeholder={t('robotUi.try.placeholder')}
            onChange={(_e, d) => onText(String(d.value))}
          />
          <Button
            type="submit"
            primary
            loading={trial.status === 'asking'}
            disabled={!trial.text.trim()}
            data-testid="robot-try-submit"
            content={t('robotUi.try.submit')}
          />
        </div>
      </Form>
      {trial.status === 'failed' && trial.problem ? <Notice negative size="small" content={problemText(t, trial.problem)} /> : null}
      {result ? (
        <div className="robot-try-result">
          <div data-testid="robot-try-answer" data-chosen={result.chosen ? result.chosen.questionId : ''}>
            {result.chosen ? (
              <Notice positive size="small" header={`${t('robotUi.try.answer')} · ${result.chosen.question}`} content={result.chosen.answer} />
            ) : (
              <Notice
                warning
                size="small"
                content={best ? t('robotUi.try.noAnswer', { score: percent(best.score), threshold: percent(result.threshold) }) : t('robotUi.try.noCandidates')}
              />
            )}
          </div>
          {result.candidates.length ? (
            <List ordered divided size="small" aria-label={t('robotUi.try.candidates')}>
              {result.candidates.map((c) => (
                <List.Item key={c.questionId} data-testid={`robot-try-candidate-${c.rank}`} data-question-id={c.questionId}>
                  <List.Content floated="right">
                    <Label size="mini" color={result.chosen?.questionId === c.questionId ? 'green' : undefined} title={t('robotUi.try.score')}>
                      {percent(c.score)}
                    </Label>
                  </List.Content>
                  <List.Content>
                    <List.Header>
                      {c.question} <small className="robot-muted">{c.typeName}</small>
                    </List.Header>
                    {c.matched !== c.question ? (
                      <List.Description className="robot-muted">{t('robotUi.try.matched', { text: c.matched })}</List.Description>
                    ) : null}
                  </List.Content>
                </List.Item>
              ))}
            </List>
          ) : null}
          <small className="robot-muted">{t('robotUi.try.library', { count: result.librarySize })}</small>
        </div>
      ) : null}
    </Segment>
  );
}
