import { isValidDni, isValidRuc } from '@trade/formats';
import { defineResource, ESTADO_OPTIONS } from '@trade/ui';
import { EmployeeBody, type EmployeeRow } from '@trade/contracts/organization';
import { ACTIVE_BRANCH_OPTIONS, BRANCH_OPTIONS, DOCUMENT_TYPE_OPTIONS, USER_OPTIONS } from '../../options';


const OPTIONAL = ['cargo', 'telefono', 'email', 'direccion', 'fecha_ingreso', 'sueldo', 'idsucursal', 'idusuario'] as const;

/** Employees of the business (spec 000 §7 Employees). */
export const empleadoResource = defineResource<EmployeeRow>({
  key: 'empleado',
  title: 'Empleados',
  noun: 'empleado',
  idField: 'idempleado',
  // Required fields, lengths and patterns come from the contract's body.
  schema: EmployeeBody,
  nameOf: (r) => `${r.nombres} ${r.apellidos}`,
  api: { list: '/empleado', create: '/rempleado', update: '/aempleado', remove: '/eempleado', toggle: '/cempleado' },
  search: { placeholder: 'Buscar documento, nombre o cargo' },
  columns: [
    { key: 'documento', title: 'Documento', value: (r) => `${r.tipodocumento} ${r.numero_documento}` },
    { key: 'nombres', title: 'Nombres' },
    { key: 'apellidos', title: 'Apellidos' },
    { key: 'cargo', title: 'Cargo' },
    { key: 'sucursal', title: 'Sucursal' },
    { key: 'usuario', title: 'Usuario' },
    { key: 'telefono', title: 'Teléfono', hidden: true },
    { key: 'email', title: 'Correo', hidden: true },
    { key: 'fecha_ingreso', title: 'Ingreso', type: 'date' },
    { key: 'sueldo', title: 'Sueldo (S/)', type: 'money' },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCH_OPTIONS },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
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
      { name: 'idsucursal', label: 'Sucursal', type: 'select', options: ACTIVE_BRANCH_OPTIONS, placeholder: 'Sin sucursal' },
      { name: 'direccion', label: 'Dirección', wide: true },
      { name: 'idusuario', label: 'Usuario del sistema', type: 'select', options: USER_OPTIONS, placeholder: 'Sin usuario', wide: true, help: 'El usuario con el que este empleado inicia sesión (opcional).' },
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
