// The visit-count filters: which service and which identity (both optional).
import { Form } from 'semantic-ui-react';
import { IDENTITIES } from '../../../../shared/domain/people';
import type { IdentityFilter } from '../../../../shared/services/stats';
import type { T } from '../../../i18n';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import type { Option } from '../../../widgets/select/types';

export interface VisitCountFiltersProps {
  t: T;
  services: Option[];
  serviceId: number;
  identity: IdentityFilter;
  onService: (serviceId: number) => void;
  onIdentity: (identity: IdentityFilter) => void;
}

export default function VisitCountFilters({ t, services, serviceId, identity, onService, onIdentity }: VisitCountFiltersProps) {
  const identities = IDENTITIES.map((i) => ({ label: t(`identity.${i}`), value: i }));
  return (
    <Form>
      <Form.Group inline>
        <Form.Field>
          <OptionSelect
            options={services}
            value={serviceId}
            optionType="number"
            allOption={t('serviceStats.service.all')}
            allValue={0}
            search
            data-testid="visit-count-service"
            aria-label={t('serviceStats.col.service')}
            onChange={(_e, { value }) => onService(Number(value) || 0)}
          />
        </Form.Field>
        <Form.Field>
          <OptionSelect
            options={identities}
            value={identity}
            allOption={t('serviceStats.identity.all')}
            data-testid="visit-count-identity"
            aria-label={t('serviceStats.col.identity')}
            onChange={(_e, { value }) => onIdentity(String(value) as IdentityFilter)}
          />
        </Form.Field>
      </Form.Group>
    </Form>
  );
}
