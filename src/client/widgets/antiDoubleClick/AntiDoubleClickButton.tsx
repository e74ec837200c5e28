// A semantic-ui Button that disables itself for 800 ms after each click (document 001 §9).
import { Button, ButtonProps } from 'semantic-ui-react';
import type { MouseEvent } from 'react';
import { useAntiDoubleClick } from './useAntiDoubleClick';

export interface AntiDoubleClickButtonProps extends ButtonProps {
  /** lock length in ms; the documents' 800 unless a caller has a reason */
  lockMs?: number;
}

export function AntiDoubleClickButton({ lockMs, onClick, disabled, ...rest }: AntiDoubleClickButtonProps) {
  const guarded = useAntiDoubleClick<[MouseEvent<HTMLButtonElement>, ButtonProps]>(onClick, lockMs);
  return <Button {...rest} disabled={disabled || guarded.locked} onClick={guarded.onClick} />;
}
