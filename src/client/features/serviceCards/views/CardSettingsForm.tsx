// The chosen card's settings: name, data source, API (with what it answers), the API's request
// parameters with the card's values, its return parameters (what columns may show), and remark;
// saved by one button. Dumb: props in, callbacks out.
import { Dropdown, Form, Header, Table } from 'semantic-ui-react';
import type { SourceApi } from '../../../../shared/serviceCards/api';
import type { ParamTypeOption } from '../../../../shared/serviceCards/columnLinks';
import type { T } from '../../../i18n';
import type { Named, SettingsDraft } from '../state';
import { WriteButton } from '../../session/components';

interface Props {
  t: T;
  settings: SettingsDraft;
  sources: Named[];
  apis: (Named & { description: string })[];
  apiDetail: SourceApi | null;
  /** getParamTypeList's types with their labels */
  paramTypes: ParamTypeOption[];
  writing: boolean;
  onName: (name: string) => void;
  onRemark: (remark: string) => void;
  onSource: (dataSource: string) => void;
  onApi: (apiKey: string) => void;
  onParam: (key: string, value: string) => void;
  onSave: () => void;
}

export default function CardSettingsForm(p: Props) {
  const { t, settings, apiDetail } = p;
  const typeLabel = (type: string) => {
    const known = p.paramTypes.find((x) => x.key === type);
    return known ? t(known.label) : '';
  };
  return (
    <Form className="service-card-settings" data-testid="service-card-settings" onSubmit={p.onSave}>
      <Form.Group widths="equal">
        <Form.Input
          label={t('serviceCardsUi.name')}
          value={settings.name}
          maxLength={30}
          onChange={(_e, d) => p.onName(String(d.value))}
          id="service-card-name"
        />
        <Form.Field>
          <label htmlFor="service-card-source">{t('serviceCardsUi.dataSource')}</label>
          <Dropdown
            id="service-card-source"
            data-testid="service-card-source"
            aria-label={t('serviceCardsUi.dataSource')}
            selection
            placeholder={t('common.pleaseSelect')}
            value={settings.dataSource ?? ''}
            options={p.sources.map((s) => ({ key: s.key, value: s.key, text: t(s.label) }))}
            onChange={(_e, d) => p.onSource(String(d.value))}
          />
        </Form.Field>
        <Form.Field>
          <label htmlFor="service-card-api">{t('serviceCardsUi.api')}</label>
          <Dropdown
            id="service-card-api"
            data-testid="service-card-api"
            aria-label={t('serviceCardsUi.api')}
            selection
            disabled={!settings.dataSource}
            placeholder={t('common.pleaseSelect')}
            value={settings.apiKey ?? ''}
            options={p.apis.map((a) => ({ key: a.key, value: a.key, text: t(a.label) }))}
            onChange={(_e, d) => p.onApi(String(d.value))}
          />
        </Form.Field>
      </Form.Group>
      {/* the chosen API's description (getApiDetail); its params come through the two ByDataSource calls */}
      {apiDetail && <p className="service-card-api-description">{t(apiDetail.description)}</p>}
      {apiDetail && (
        <div className="service-card-params">
          <div>
            <Header as="h5" content={t('serviceCardsUi.requestParams')} />
            <Table compact="very" size="small" data-testid="service-card-request-params">
              <Table.Body>
                {apiDetail.requestParams.map((param) => (
                  <Table.Row key={param.key}>
                    <Table.Cell>
                      {t(param.label)} <code>{param.key}</code>
                      {param.required && <span className="service-card-required"> *</span>}
                    </Table.Cell>
                    <Table.Cell>
                      <Form.Input
                        size="mini"
                        aria-label={t(param.label)}
                        type={param.type === 'number' ? 'number' : 'text'}
                        min={param.min}
                        max={param.max}
                        maxLength={param.maxLength}
                        value={settings.requestParams[param.key] ?? ''}
                        onChange={(_e, d) => p.onParam(param.key, String(d.value))}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </div>
          <div>
            <Header as="h5" content={t('serviceCardsUi.returnParams')} />
            <Table compact="very" size="small" data-testid="service-card-return-params">
              <Table.Body>
                {apiDetail.returnParams.map((param) => (
                  <Table.Row key={param.key}>
                    <Table.Cell>{t(param.label)}</Table.Cell>
                    <Table.Cell>
                      <code>{param.key}</code>
                    </Table.Cell>
                    <Table.Cell>{typeLabel(param.type)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </div>
        </div>
      )}
      <Form.TextArea
        label={t('serviceCardsUi.remark')}
        rows={2}
        maxLength={200}
        value={settings.remark}
        onChange={(_e, d) => p.onRemark(String(d.value ?? ''))}
      />
      <WriteButton
        type="submit"
        primary={settings.dirty}
        loading={p.writing}
        disabled={p.writing}
        content={t('serviceCardsUi.saveSettings')}
        data-testid="service-card-save"
      />
    </Form>
  );
}
