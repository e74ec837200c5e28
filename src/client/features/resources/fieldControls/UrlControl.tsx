// A url field: the address, and its 检查地址 button when the form can ask the server
// (baseService/checkURL); the answer shows under it until the address is edited.
import { Input } from 'semantic-ui-react';
import { useT } from '../../../i18n';
import type { KindControlProps } from './controlProps';
import { textOf } from './fieldValues';

export default function UrlControl({ id, ariaLabel, testId, field, disabled, value, set, urlCheck: check, onUrlCheck: onCheck }: KindControlProps) {
  const t = useT();
  return (
    <>
      <Input
        id={id}
        aria-label={ariaLabel}
        type="url"
        input={{ 'data-testid': testId, maxLength: field.maxLength, inputMode: 'url' }}
        placeholder="https://"
        disabled={disabled}
        value={textOf(value)}
        onChange={(_e, d) => set(String(d.value))}
        action={
          onCheck
            ? {
                type: 'button',
                content: t('resourceUi.urlCheck'),
                loading: check?.status === 'checking',
                disabled: disabled || !textOf(value).trim() || check?.status === 'checking',
                'data-testid': `url-check-${field.name}`,
                onClick: () => onCheck(field.name),
              }
            : undefined
        }
      />
      {check && check.status !== 'checking' ? (
        <div className={`resource-url-check ${check.status}`} role="status" data-testid={`url-check-result-${field.name}`} data-status={check.status}>
          {check.messageKey ? t(check.messageKey) : check.text}
        </div>
      ) : null}
    </>
  );
}
