/** @trade/ui: the CRUD kit every area uses (see docs/crud-kit.md). */
export * from './types.js';
export { defineResource, ESTADO_OPTIONS } from './resource.js';
export { schemaLimits, withSchemaLimits, type ObjectSchemaLike, type PropertySchemaLike, type SchemaLimits } from './schemaRules.js';
export { ResourceScreen, TOGGLE_ERROR, REMOVE_ERROR, EXPORT_ERROR, EMPTY_TEXT, EXPORT_LIMIT, type ResourceScreenProps } from './ResourceScreen.js';
export { ResourceForm, SAVE_ERROR, type ResourceFormProps } from './ResourceForm.js';
export { FieldItem, fieldRules } from './fields.js';
export { useResourceList, LIST_ERROR, type ListOptions } from './useResourceList.js';
export { useSaveFlow, DONE_RESET_MS, type SaveFlowState, type SaveRun } from './useSaveFlow.js';
export { useOptions, loadOptions } from './options.js';
export { exportXlsx, exportCsv, exportFileName, exportTable, type ExportFormat } from './export.js';
export { toCsv, csvField, CSV_SEPARATOR } from './csv.js';
export { readQuery, writeQuery, listParams, DEFAULT_PAGE_SIZES } from './query.js';
export { displayValue, exportValue, rawValue, rowName, estadoLabel, newLabel } from './values.js';
export { UbigeoInput, type UbigeoInputProps } from './UbigeoInput.js';
export { RecordForm, type RecordFormProps } from './RecordForm.js';
export { FileInput, type FileInputProps } from './FileInput.js';
