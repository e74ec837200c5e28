// A button that changes what its screen shows (issue 36): disabled, with the reason on hover,
// when the session's role may not write the screen it sits in, or the one it names (a button
// outside any screen: the job centre's), or lacks the danger it names.
import { useContext } from 'react';
import { Button, ButtonProps } from 'semantic-ui-react';
import type { Danger } from '../../../shared/rights/catalogue';
import { Refusable } from '../../widgets/refusable/Refusable';
import { ScreenPathContext, useWriteRefusal } from './useWriteRefusal';

export function WriteButton({ danger, screen, disabled, ...props }: ButtonProps & { danger?: Danger; screen?: string }) {
  const here = useContext(ScreenPathContext);
  const refusal = useWriteRefusal(screen ?? here, danger);
  return (
    <Refusable reason={refusal}>
      <Button {...props} disabled={disabled || !!refusal} />
    </Refusable>
  );
}
