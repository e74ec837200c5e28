// The row and batch actions of a collection's `enabled` switch: enable and disable, both one
// call (updateStatus with the ids, or the collection's own path), disabling asked first
// (`<prefix>.disableConfirm`), each hidden on a row already so.
import type { ActionDef } from './types';

export const enableActions = (prefix: string, path = 'updateStatus'): ActionDef[] =>
  (
    [
      ['enable', true],
      ['disable', false],
    ] as const
  ).map(([key, value]) => ({
    key,
    label: `${prefix}.${key}`,
    field: 'enabled',
    value,
    call: { method: 'POST', path, shape: 'ids' },
    row: true,
    batch: true,
    ...(value ? {} : { confirm: `${prefix}.disableConfirm` }),
    hideWhenSet: true,
  }));
