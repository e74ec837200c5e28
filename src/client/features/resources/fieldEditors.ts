// The console's own controls a field definition may name (FieldDef.editor) in place of its type's:
// each takes the field's value and hands back a new one. 'rights': a role's grants (issue 36).
import { createElement, ComponentType } from 'react';
import type { FieldDef } from '../../../shared/resources';
import { RightsMatrix } from '../../widgets/rightsMatrix/RightsMatrix';
import type { FieldValue } from './resourceState';

export interface FieldEditorProps {
  value: FieldValue | undefined;
  disabled: boolean;
  /** the field's name, for the control's accessible name */
  label: string;
  testId: string;
  onChange: (value: FieldValue) => void;
}

const strings = (v: FieldValue | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export const FIELD_EDITORS: Record<NonNullable<FieldDef['editor']>, ComponentType<FieldEditorProps>> = {
  rights: ({ value, onChange, ...rest }) => createElement(RightsMatrix, { ...rest, grants: strings(value), onChange }),
};
