// /previewAdvanceLanding: the page before login on two devices side by side (phone or tablet, one
// switch for both, widgets/deviceFrame). 草稿 (draft): the
// drafts of the page and its bottom (the published version where there is none) with the
// published appearance and login notice, shown by the document screens' preview frame (face
// preLoginLanding, the same view as the real page). 已发布 (published): the real page the apps
// open, /landing/<tenant code>, in a frame. Buttons open each document's screen to edit it.
// A thin container: it selects and dispatches.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Header, Label, Message } from 'semantic-ui-react';
import { preLoginBottom } from '../../../shared/documents/preLoginBottom/definition';
import { preLoginPage } from '../../../shared/documents/preLoginPage/definition';
import { selectLocale, useT } from '../../i18n';
import { useRuntimeConfig } from '../../lib/config';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import PreviewFrame from '../documents/PreviewFrame';
import DeviceFrame, { DeviceSwitch } from '../../widgets/deviceFrame/DeviceFrame';
import type { DeviceName } from '../../widgets/deviceFrame/devices';
import { selectTenantId } from '../session';
import { opened } from './preLoginPreviewSlice';
import { selectPreLoginPreview } from './selectors';
import './preLoginPreview.css';

export default function PreLoginPreviewScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const tenantCode = useAppSelector(selectTenantId) ?? '';
  const { baseURL } = useRuntimeConfig();
  const { status, contents, drafts, problem } = useAppSelector(selectPreLoginPreview);
  // both sides on the same device (phone or tablet)
  const [device, setDevice] = useState<DeviceName>('phone');
  const reload = useCallback(() => dispatch(opened({ tenantCode, baseURL })), [dispatch, tenantCode, baseURL]);
  useEffect(() => {
    if (tenantCode) reload();
  }, [reload, tenantCode]);
  const draftContent = useMemo(() => ({ ...contents }), [contents]);
  const landingUrl = `${baseURL.replace(/\/$/, '')}/landing/${encodeURIComponent(tenantCode)}${locale === 'en' ? '?lang=en' : ''}`;

  return (
    <div className="prelogin-preview" data-testid="prelogin-preview">
      <div className="prelogin-preview-bar">
        <Button as={Link} to={preLoginPage.route} icon="edit" content={t('preLoginPreview.editPage')} data-testid="prelogin-preview-edit-page" />
        <Button as={Link} to={preLoginBottom.route} icon="edit" content={t('preLoginPreview.editBottom')} data-testid="prelogin-preview-edit-bottom" />
        <Button icon="refresh" content={t('preLoginPreview.reload')} loading={status === 'loading'} onClick={reload} data-testid="prelogin-preview-reload" />
        <DeviceSwitch device={device} onChange={setDevice} />
      </div>
      {status === 'failed' && <Message negative content={t('preLoginPreview.failed', { msg: problem ?? '' })} data-testid="prelogin-preview-problem" />}
      <div className="prelogin-preview-phones">
        <section className="prelogin-preview-side">
          <Header as="h3">
            {t('preLoginPreview.draft')}
            {(drafts.preLoginPage || drafts.preLoginBottom) && (
              <Label color="orange" size="small" content={t('preLoginPreview.hasDraft')} data-testid="prelogin-preview-has-draft" />
            )}
            <Header.Subheader>{t('preLoginPreview.draftHint')}</Header.Subheader>
          </Header>
          <DeviceFrame device={device} testId="prelogin-preview-draft">
            {contents ? (
              <PreviewFrame
                face="preLoginLanding"
                content={draftContent}
                locale={locale}
                device={device}
                title={t('preLoginPreview.frameTitle', { side: t('preLoginPreview.draft') })}
              />
            ) : (
              <p className="prelogin-preview-waiting">{t('preLoginPreview.loading')}</p>
            )}
          </DeviceFrame>
        </section>
        <section className="prelogin-preview-side">
          <Header as="h3" content={t('preLoginPreview.published')} subheader={t('preLoginPreview.publishedHint')} />
          <DeviceFrame device={device} testId="prelogin-preview-published">
            {tenantCode && <iframe src={landingUrl} title={t('preLoginPreview.frameTitle', { side: t('preLoginPreview.published') })} />}
          </DeviceFrame>
        </section>
      </div>
    </div>
  );
}
