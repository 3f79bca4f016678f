/** @trade/ui: the CRUD kit every area uses (see docs/crud-kit.md). */
export * from './types.js';
export {
  defineResource,
  ESTADO_OPTIONS,
  type ContractResource,
  type ContractRow,
  type CrudContract,
} from './resource.js';
export { isEndpoint, runCall } from './calls.js';
export { schemaLimits, withSchemaLimits, type SchemaLimits } from './schemaRules.js';
export {
  ResourceScreen,
  TOGGLE_ERROR,
  REMOVE_ERROR,
  EXPORT_ERROR,
  EMPTY_TEXT,
  RETRY_TEXT,
  EXPORT_LIMIT,
  type ResourceScreenProps,
} from './ResourceScreen.js';
export { ResourceForm, SAVE_ERROR, type ResourceFormProps } from './ResourceForm.js';
export { FieldItem, fieldRules } from './fields.js';
export { useResourceList, LIST_ERROR, type ListOptions } from './useResourceList.js';
export { useSaveFlow, DONE_RESET_MS, type SaveFlowState, type SaveRun } from './useSaveFlow.js';
export { useOptions, loadOptions, optionsFrom, lookupFrom, labelOf } from './options.js';
export {
  LookupInput,
  LOOKUP_DEBOUNCE_MS,
  LOOKUP_PAGE_SIZE,
  LOOKUP_ERROR,
  type LookupInputProps,
} from './LookupInput.js';
export { DateRangeFilter } from './DateRangeFilter.js';
export { DATE_RANGE_PRESETS, presetRange, inRange, addDays } from './dateRanges.js';
export { sumColumns, sortRows, type Totals } from './totals.js';
export { reportPage, type ReportAnswer } from './reportPage.js';
export { ReportTabs, reportList, type ReportView, type ReportHooks, type ReportTotals } from './ReportTabs.js';
export { TotalsRow } from './TotalsRow.js';
export { StateTag } from './StateTag.js';
export { usePageTrail } from './pageTrail.js';
export { useUnsavedChanges, useUserTouch } from './unsaved.js';
export { useIsPhone } from './responsive.js';
export { useTabInUrl } from './useTabInUrl.js';
export { useUrlParams } from './useUrlParams.js';
export {
  exportXlsx,
  exportCsv,
  exportFileName,
  exportTable,
  exportedColumns,
  xlsxSheet,
  csvText,
  TOTAL_LABEL,
  type ExportFormat,
} from './export.js';
export { toCsv, csvField, CSV_SEPARATOR } from './csv.js';
export { readQuery, writeQuery, listParams, DEFAULT_PAGE_SIZES } from './query.js';
export {
  displayValue,
  exportValue,
  spreadsheetDate,
  rawValue,
  rowName,
  estadoLabel,
  newLabel,
  type ExportCell,
} from './values.js';
export { UbigeoInput, type UbigeoInputProps } from './UbigeoInput.js';
export { RecordForm, type RecordFormProps } from './RecordForm.js';
export { FileInput, type FileInputProps } from './FileInput.js';
export * from './document/index.js';
export { rowsByHeader, readXlsx, cellText, type SheetColumn, type SheetRow, type SheetRows } from './sheetImport.js';
export { PersonQuickCreate, type PersonQuickCreateProps } from './PersonQuickCreate.js';
export {
  DocumentLookupInput,
  useDocumentLookup,
  LOOKUP_PROGRESS,
  LOOKUP_UNREACHABLE,
  LOOKUP_NOT_FOUND,
  type DocumentLookupInputProps,
  type DocumentLookupResult,
  type DniLookup,
  type RucLookup,
} from './DocumentLookup.js';
export { RenderWhenNear } from './RenderWhenNear.js';
