// /robotFAQLibrary: question types on the left (add, rename, remove through the notice dialog),
// the chosen type's questions on the right as a paged table (searched by text; add and edit in a
// dialog with the answer and the similar phrasings), and "try it", which answers a typed question
// from the library as the robot would. A thin container: it selects and dispatches.
import { pageView } from '../../lib/pagedList';
import { useCallback, useEffect, useMemo } from 'react';
import { Button, Form, Input, Message as Notice } from 'semantic-ui-react';
import { SEARCH_TEXT_MAX } from '../../../shared/robot/api';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import { NoticeDialog } from '../../widgets/notice';
import PagedTable from '../../widgets/pagedTable/PagedTable';
import * as ev from './robotLibrarySlice';
import {
  selectChosenTypeId,
  selectQuestionDialog,
  selectQuestions,
  selectRemoval,
  selectTrial,
  selectTypeDialog,
  selectTypeOptions,
  selectTypes,
  WithRobotLibrary,
} from './selectors';
import { messageText } from './views/messageText';
import { QuestionDialog } from './views/QuestionDialog';
import { questionColumns } from './views/questionColumns';
import { TryBox } from './views/TryBox';
import { TypeDialog } from './views/TypeDialog';
import { TypeList } from './views/TypeList';
import './robotLibrary.css';
import { problemText } from '../../lib/problem';
import { WriteButton } from '../session/components';

/** the slice is injected with the screen's chunk, so the app's RootState does not name it */
const useRobotSelector = <T,>(selector: (state: WithRobotLibrary) => T): T => useAppSelector(selector);

export default function RobotLibraryScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const types = useRobotSelector(selectTypes);
  const typeId = useRobotSelector(selectChosenTypeId);
  const questions = useRobotSelector(selectQuestions);
  const typeDialog = useRobotSelector(selectTypeDialog);
  const questionDialog = useRobotSelector(selectQuestionDialog);
  const removal = useRobotSelector(selectRemoval);
  const trial = useRobotSelector(selectTrial);
  const typeOptions = useRobotSelector(selectTypeOptions);

  useEffect(() => {
    dispatch(ev.screenOpened());
  }, [dispatch]);

  const onEdit = useCallback((id: number) => dispatch(ev.questionEditOpened({ id })), [dispatch]);
  const onRemoveQuestion = useCallback((id: number) => dispatch(ev.questionRemoveClicked({ id })), [dispatch]);
  const columns = useMemo(() => questionColumns(t, onEdit, onRemoveQuestion), [t, onEdit, onRemoveQuestion]);

  const questionHandlers = {
    text: (field: 'question' | 'answer', value: string) => dispatch(ev.questionTextChanged({ field, value })),
    type: (id: number | null) => dispatch(ev.questionTypeChanged({ typeId: id })),
    enabled: (enabled: boolean) => dispatch(ev.questionEnabledChanged({ enabled })),
    similarDraft: (text: string) => dispatch(ev.similarDraftChanged({ text })),
    similarAdd: () => dispatch(ev.similarAdded()),
    similarRemove: (index: number) => dispatch(ev.similarRemoved({ index })),
    save: () => dispatch(ev.questionSaveClicked()),
    close: () => dispatch(ev.questionDialogClosed()),
  };

  return (
    <div className="robot-library" data-testid="robot-library-screen">
      {/* the shell draws the screen's heading (ScreenTitle) */}
      <p className="screen-intro">{t('robotUi.intro')}</p>
      <div className="robot-library-body">
        <TypeList
          rows={types.rows}
          chosen={typeId}
          loading={types.status === 'loading'}
          onChoose={(id) => dispatch(ev.typeChosen({ id }))}
          onAdd={() => dispatch(ev.typeAddOpened())}
          onRename={(id) => dispatch(ev.typeRenameOpened({ id }))}
          onRemove={(id) => dispatch(ev.typeRemoveClicked({ id }))}
        />
        <div className="robot-questions">
          <div className="robot-questions-bar">
            <Form
              size="small"
              onSubmit={(e) => {
                e.preventDefault();
                dispatch(ev.questionsSearched());
              }}
            >
              <Form.Group inline>
                <Form.Field inline>
                  <Input
                    input={{ 'data-testid': 'robot-question-search', maxLength: SEARCH_TEXT_MAX, 'aria-label': t('robotUi.question.search') }}
                    placeholder={t('robotUi.question.search')}
                    value={questions.textDraft}
                    onChange={(_e, d) => dispatch(ev.searchTextChanged({ text: String(d.value) }))}
                  />
                </Form.Field>
                <Button type="submit" size="small" icon="search" data-testid="robot-question-search-submit" content={t('common.search')} />
              </Form.Group>
            </Form>
            <WriteButton
              primary
              size="small"
              icon="plus"
              data-testid="robot-question-add"
              content={t('robotUi.question.add')}
              onClick={() => dispatch(ev.questionAddOpened())}
            />
          </div>
          {questions.status === 'failed' && questions.problem ? <Notice negative size="small" content={problemText(t, questions.problem)} /> : null}
          <PagedTable
            columns={columns}
            {...pageView(questions)}
            rowTestId={(id) => `robot-question-row-${id}`}
            onPageChange={(pageIndex) => dispatch(ev.questionsPageChanged({ pageIndex }))}
            onSizeChange={(pageSize) => dispatch(ev.questionsPageSizeChanged({ pageSize }))}
          />
          <TryBox trial={trial} onText={(text) => dispatch(ev.tryTextChanged({ text }))} onSubmit={() => dispatch(ev.trySubmitted())} />
        </div>
      </div>
      {typeDialog.status !== 'closed' ? (
        <TypeDialog
          dialog={typeDialog}
          onName={(name) => dispatch(ev.typeNameChanged({ name }))}
          onSave={() => dispatch(ev.typeSaveClicked())}
          onClose={() => dispatch(ev.typeDialogClosed())}
        />
      ) : null}
      {questionDialog.status !== 'closed' ? <QuestionDialog dialog={questionDialog} typeOptions={typeOptions} on={questionHandlers} /> : null}
      <NoticeDialog
        open={removal !== null}
        type={1}
        busy={removal?.busy}
        message={
          removal ? (
            <>
              <p>
                {t(
                  removal.kind === 'type' ? 'robotUi.type.removeConfirm' : 'robotUi.question.removeConfirm',
                  removal.kind === 'type' ? { name: removal.label } : { question: removal.label },
                )}
              </p>
              {removal.message ? <Notice negative size="small" data-testid="robot-removal-message" content={messageText(t, removal.message)} /> : null}
            </>
          ) : (
            ''
          )
        }
        onConfirm={() => dispatch(ev.removalConfirmed())}
        onCancel={() => dispatch(ev.removalCancelled())}
      />
    </div>
  );
}
