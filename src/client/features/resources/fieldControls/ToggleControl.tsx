// A switch field: a toggle, named by the field (semantic-ui's hidden checkbox is not reliably
// reached by a <label for>).
import { Checkbox } from 'semantic-ui-react';
import type { KindControlProps } from './controlProps';

export default function ToggleControl({ id, testId, accessibleName, value, disabled, set }: KindControlProps) {
  return (
    <Checkbox
      toggle
      id={id}
      data-testid={testId}
      aria-label={accessibleName}
      checked={value === true}
      disabled={disabled}
      onChange={(_e, d) => set(Boolean(d.checked))}
    />
  );
}
