// /ProjectDetails: this tenant's platform (name, logo, administrators), the modules in use
// with their counts, its app keys, and the backups for a session holding every right. A
// container: it selects and dispatches; the views are dumb.
import { useEffect } from 'react';
import { Button, Grid, Header, Message } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { refreshClicked, rotateCancelled, rotateClicked, rotateConfirmed, screenOpened, secretDismissed } from './projectDetailsSlice';
import {
  selectAdmins,
  selectAppKeys,
  selectCollectionRows,
  selectModuleRows,
  selectPeopleRows,
  selectPlatform,
  selectProjectDetails,
  selectRotation,
} from './selectors';
import AppKeysPanel from './views/AppKeysPanel';
import BackupsSection from './BackupsSection';
import FiguresTable from './views/FiguresTable';
import PlatformPanel from './views/PlatformPanel';
import './projectDetails.css';
import { problemText } from '../../lib/problem';
import { useWriteRefusal } from '../session/components';
import { PROJECT_DETAILS_SCREEN } from '../../../shared/appCalls/api';

export default function ProjectDetailsScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  // rotating a key needs the screen's write and the rotate danger (issue 36)
  const rotateRefused = useWriteRefusal(PROJECT_DETAILS_SCREEN, 'rotateAppKeys');
  const { status, problem } = useAppSelector(selectProjectDetails);
  const platform = useAppSelector(selectPlatform);
  const admins = useAppSelector(selectAdmins);
  const people = useAppSelector(selectPeopleRows);
  const modules = useAppSelector(selectModuleRows);
  const collections = useAppSelector(selectCollectionRows);
  const keys = useAppSelector(selectAppKeys);
  const rotation = useAppSelector(selectRotation);
  useEffect(() => {
    dispatch(screenOpened());
  }, [dispatch]);
  return (
    <div className="project-details" data-testid="project-details" data-status={status}>
      <div className="project-details-bar">
        <Header as="h3">{t('route.ProjectDetails')}</Header>
        <Button
          size="small"
          icon="refresh"
          content={t('projectDetails.refresh')}
          loading={status === 'loading'}
          onClick={() => dispatch(refreshClicked())}
          data-testid="project-refresh"
        />
      </div>
      {status === 'failed' && problem && (
        <Message negative data-testid="project-problem">
          {problemText(t, problem)}
        </Message>
      )}
      <PlatformPanel t={t} platform={platform} admins={admins} />
      <Grid stackable columns={3}>
        <Grid.Column>
          <FiguresTable t={t} title={t('projectDetails.people')} rows={people} testId="project-people" />
        </Grid.Column>
        <Grid.Column>
          <FiguresTable t={t} title={t('projectDetails.modules')} rows={modules} testId="project-modules" />
        </Grid.Column>
        <Grid.Column>
          <FiguresTable t={t} title={t('projectDetails.collections')} rows={collections} testId="project-collections" />
        </Grid.Column>
      </Grid>
      <AppKeysPanel
        t={t}
        keys={keys}
        rotation={rotation}
        onRotate={(id) => dispatch(rotateClicked({ id }))}
        onConfirm={() => dispatch(rotateConfirmed())}
        onCancel={() => dispatch(rotateCancelled())}
        onDismiss={() => dispatch(secretDismissed())}
        rotateRefused={rotateRefused}
      />
      <BackupsSection />
    </div>
  );
}
