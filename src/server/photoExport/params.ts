// What a photo export job runs from (export_jobs.params of kind 'photos'), decided at start:
// the people in range (the export's data range, resolved like the bulk export's), the naming
// rule and the field it names photos by, and the format every entry is written in.
import type { FormatRule, NamingField, NamingRule } from '../../shared/photos/naming';
import type { ExportJobRow } from '../exports/jobRows';
import type { SelectionParams } from '../exports/tables';

export interface PhotoExportParams extends SelectionParams {
  namingRule: NamingRule;
  /** the field the naming rule picks (exportNamingField) */
  field: NamingField;
  formatRule: FormatRule;
}

/** The params of a job of kind 'photos' (the kind column decides the params' shape). */
export const photoParamsOf = (job: ExportJobRow): PhotoExportParams => job.params as unknown as PhotoExportParams;
