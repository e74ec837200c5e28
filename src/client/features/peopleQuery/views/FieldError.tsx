// The message under a control that failed validation (e.g. 请选择), or nothing.
import { useT } from '../../../i18n';

export function FieldError({ message, testId }: { message: string | undefined; testId: string }) {
  const t = useT();
  if (!message) return null;
  return (
    <div className="people-query-error" role="alert" data-testid={testId}>
      {t(message)}
    </div>
  );
}
