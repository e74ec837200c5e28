// The picker's container (loaded from its own chunk once a screen opens it): it selects and
// dispatches, and hands plain props to the dumb dialog.
import { useAppSelector } from '../../lib/hooks';
import { selectPickerView } from './selectors';
import { usePickerHandlers } from './usePickerHandlers';
import { MemberPickerDialog } from './views/MemberPickerDialog';

export default function MemberPickerContainer() {
  const view = useAppSelector(selectPickerView);
  const on = usePickerHandlers();
  return view.open ? <MemberPickerDialog view={view} on={on} /> : null;
}
