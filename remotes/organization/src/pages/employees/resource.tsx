import { isValidDni, isValidRuc } from '@trade/formats';
import { defineResource, DocumentLookupInput, ESTADO_OPTIONS } from '@trade/ui';
import { employees } from '@trade/contracts/organization';
import { ACTIVE_BRANCH_LOOKUP, BRANCH_OPTIONS, DOCUMENT_TYPE_OPTIONS, USER_LOOKUP } from '../../options';

const OPTIONAL = [
  'cargo',
  'telefono',
  'email',
  'direccion',
  'fecha_ingreso',
  'sueldo',
  'idsucursal',
  'idusuario',
] as const;

/** Catálogo 06 ids of the seed: 1 DNI (8 digits), 2 RUC (11 digits). */
const DIGITS_ONLY: Record<number, number> = { 1: 8, 2: 11 };

/** A DNI or RUC keeps only digits while typing (and no more than it has); other documents as typed. */
export function documentNumberInput(value: unknown, values: Record<string, unknown>): unknown {
  const length = DIGITS_ONLY[Number(values.idtipodocumento)];
  return length && typeof value === 'string' ? value.replace(/\D/g, '').slice(0, length) : value;
}

/** Employees of the business (spec 000 §7 Employees). */
export const empleadoResource = defineResource({
  // The calls, the nouns and the fields' limits (required, lengths, patterns) come from the contract.
  contract: employees,
  nameOf: (r) => `${r.nombres} ${r.apellidos}`,
  search: { placeholder: 'Buscar documento, nombre o cargo' },
  columns: [
    {
      key: 'documento',
      title: 'Documento',
      sortable: true,
      sortField: 'numero_documento',
      value: (r) => `${r.tipodocumento} ${r.numero_documento}`,
      // A spreadsheet gets type and number in their own cells.
      exportColumns: [
        { key: 'tipodocumento', title: 'Tipo de documento' },
        { key: 'numero_documento', title: 'Número de documento' },
      ],
    },
    { key: 'nombres', title: 'Nombres', sortable: true },
    { key: 'apellidos', title: 'Apellidos', sortable: true },
    { key: 'cargo', title: 'Cargo', sortable: true },
    { key: 'sucursal', title: 'Sucursal', sortable: true },
    { key: 'usuario', title: 'Usuario' },
    { key: 'telefono', title: 'Teléfono', hidden: true },
    { key: 'email', title: 'Correo', hidden: true },
    { key: 'fecha_ingreso', title: 'Ingreso', type: 'date', sortable: true },
    { key: 'sueldo', title: 'Sueldo (S/)', type: 'money', sortable: true, total: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCH_OPTIONS },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
    { name: 'fecha_ingreso', label: 'Ingreso', type: 'dateRange' },
  ],
  form: {
    container: 'drawer',
    columns: 2,
    width: 720,
    defaults: { idtipodocumento: 1 },
    toValues: (row) => ({ ...row, sueldo: row.sueldo ?? undefined }),
    toBody: (values, { row }) => {
      const body: Record<string, unknown> = {
        idtipodocumento: values.idtipodocumento,
        numero_documento: values.numero_documento,
        nombres: values.nombres,
        apellidos: values.apellidos,
      };
      for (const name of OPTIONAL) body[name] = values[name] === undefined || values[name] === '' ? null : values[name];
      return row ? { idempleado: row.idempleado, ...body } : body;
    },
    fields: [
      { name: 'idtipodocumento', label: 'Tipo de documento', type: 'select', options: DOCUMENT_TYPE_OPTIONS },
      {
        name: 'numero_documento',
        label: 'Número de documento',
        type: 'custom',
        normalize: documentNumberInput,
        // The lookup fills names from RENIEC (DNI) or the razón social from SUNAT (RUC).
        input: (ctx) => (
          <DocumentLookupInput
            kind={ctx.values.idtipodocumento === 1 ? 'dni' : ctx.values.idtipodocumento === 2 ? 'ruc' : null}
            onFound={(result) => {
              if (result.kind === 'dni') {
                const a = result.answer;
                ctx.form.setFieldsValue({
                  nombres: a.nombres,
                  apellidos: [a.apellidoPaterno, a.apellidoMaterno].filter(Boolean).join(' '),
                });
              } else if (result.answer.data) {
                ctx.form.setFieldsValue({
                  nombres: result.answer.data.razonSocial,
                  direccion: result.answer.data.direccion ?? ctx.form.getFieldValue('direccion'),
                });
              }
            }}
          />
        ),
        rules: [
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (!value) return;
              // Catálogo 06 ids follow the seed: 1 DNI, 2 RUC are checked here; the server checks every type.
              const type = getFieldValue('idtipodocumento');
              if (type === 1 && !isValidDni(value)) throw new Error('El DNI tiene 8 dígitos');
              if (type === 2 && !isValidRuc(value)) throw new Error('El RUC no es válido');
            },
          }),
        ],
      },
      { name: 'nombres', label: 'Nombres' },
      { name: 'apellidos', label: 'Apellidos' },
      { name: 'cargo', label: 'Cargo' },
      { name: 'telefono', label: 'Teléfono' },
      { name: 'email', label: 'Correo', type: 'email' },
      { name: 'fecha_ingreso', label: 'Fecha de ingreso', type: 'date' },
      { name: 'sueldo', label: 'Sueldo', type: 'money' },
      {
        name: 'idsucursal',
        label: 'Sucursal',
        type: 'lookup',
        lookup: ACTIVE_BRANCH_LOOKUP,
        placeholder: 'Sin sucursal',
      },
      { name: 'direccion', label: 'Dirección', wide: true },
      {
        name: 'idusuario',
        label: 'Usuario del sistema',
        type: 'lookup',
        lookup: USER_LOOKUP,
        placeholder: 'Sin usuario',
        wide: true,
        help: 'El usuario con el que este empleado inicia sesión (opcional).',
      },
    ],
  },
  messages: {
    saving: 'Guardando empleado...',
    updating: 'Actualizando empleado...',
    removing: 'Eliminando empleado...',
    saveError: 'Error al guardar el empleado',
    updateError: 'Error al actualizar el empleado',
    toggleError: 'Error al actualizar el estado',
    removeError: 'Error al eliminar el empleado',
  },
});
