// The red pointing label under a form field that failed a check (document 001 §5 messages).
import { Label } from 'semantic-ui-react';

export function FieldError({ text, id }: { text: string | null | undefined; id: string }) {
  if (!text) return null;
  return (
    <Label basic color="red" pointing data-testid={`photo-import-error-${id}`}>
      {text}
    </Label>
  );
}
