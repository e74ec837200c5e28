// What every field control takes: the form's props for one field (FormFieldControlProps), the
// control's own hooks (ControlProps), and what the dispatcher settles for each kind's control
// (KindControlProps: disabled with the field's readOnly folded in, its accessible name, `set`).
import type { FieldDef } from '../../../../shared/resources';
import type { FieldOption } from '../displayValues';
import type { FieldValue, UploadState, UrlCheckState } from '../resourceState';

export interface FormFieldControlProps {
  field: FieldDef;
  value: FieldValue | undefined;
  options: FieldOption[];
  error?: string;
  disabled?: boolean;
  onChange: (name: string, value: FieldValue) => void;
  /** image fields: the upload under way or refused, and the link of the current image */
  upload?: UploadState;
  preview?: string;
  onImagePick?: (name: string, file: File) => void;
  onImageRemove?: (name: string) => void;
  /** records' image cells: the uploads by cell path (`<field>.<row>.<sub-field>`); a cell's
   *  pick and removal are named by that path, its picture shown from the file id it holds */
  cellUploads?: Record<string, UploadState>;
  /** url fields: the server's check of the address (baseService/checkURL), and asking for it */
  urlCheck?: UrlCheckState;
  onUrlCheck?: (name: string) => void;
  /** why the field may not change here (a fixed record's kept field): shown under it */
  note?: string;
}

export interface ControlProps extends FormFieldControlProps {
  id: string;
  testId: string;
  /** an image's hooks name (a records cell: its path) */
  imageName?: string;
  /** the control's accessible name where no <label> names it (a records cell: its row and column) */
  ariaLabel?: string;
}

export interface KindControlProps extends Omit<ControlProps, 'disabled'> {
  /** the form's disabling or the field's own readOnly */
  disabled: boolean | undefined;
  /** the field's name for controls no <label for> reaches (a select's <div>, a toggle) */
  accessibleName: string;
  /** the field's new value, handed to onChange under the field's name */
  set: (value: FieldValue) => void;
}
