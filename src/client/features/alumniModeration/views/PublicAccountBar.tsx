// The public-account screens' bar (/pubilcDynamic, /publicReport, /publicShield): the account
// filter (the tenant's accounts from im/mp/mpInfoList, applied at once) and, where the screen
// offers it, the download of the accounts' message history (messageCenterHistoryMsg/downloadFile,
// the chosen account's or every one's). Dumb. Test ids: mp-account-filter, mp-messages-download.
import { Button, Dropdown } from 'semantic-ui-react';
import type { MpAccount } from '../../../../shared/alumni/publicAccounts';
import type { T } from '../../../i18n';

interface Props {
  t: T;
  accounts: MpAccount[];
  value: string;
  downloading: boolean;
  onChoose: (mpAccount: string) => void;
  /** absent: no download on this screen */
  onDownload?: () => void;
}

export default function PublicAccountBar({ t, accounts, value, downloading, onChoose, onDownload }: Props) {
  const options = [
    { key: '', value: '', text: t('publicAccounts.all') },
    ...accounts.map((a) => ({ key: a.id, value: a.name, text: t('publicAccounts.option', { name: a.name, posts: a.postCount, messages: a.messageCount }) })),
  ];
  return (
    <div className="public-account-bar" data-testid="mp-account-bar">
      <label htmlFor="mp-account-filter">{t('publicAccounts.filter')}</label>{' '}
      <Dropdown
        id="mp-account-filter"
        selection
        data-testid="mp-account-filter"
        aria-label={t('publicAccounts.filter')}
        options={options}
        value={value}
        onChange={(_, d) => onChoose(String(d.value ?? ''))}
      />{' '}
      {onDownload && (
        <Button
          size="small"
          icon="download"
          loading={downloading}
          disabled={downloading}
          data-testid="mp-messages-download"
          content={t('publicAccounts.download')}
          onClick={onDownload}
        />
      )}
    </div>
  );
}
