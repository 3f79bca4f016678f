import { Tag, Tooltip } from 'antd';
import { WarningOutlined, WalletOutlined } from '@ant-design/icons';
import { isValidDni, isValidRuc } from '@trade/formats';
import {
  DocumentLookupInput,
  ESTADO_OPTIONS,
  defineResource,
  type DocumentLookupResult,
  type FieldContext,
} from '@trade/ui';
import { people, type PersonRow } from '@trade/contracts/purchasing-credits';
import { DNI_ID, DOCUMENT_TYPE_FILTER, DOCUMENT_TYPE_OPTIONS, RUC_ID, UBICA_LABEL, UBICA_OPTIONS } from '../../options';
import { PersonAccount } from './PersonAccount';

const OPTIONAL = [
  'nombre_comercial',
  'direccion',
  'ubigeo',
  'email',
  'telefono',
  'limite_credito',
  'dias_credito',
  'estado_sunat',
  'condicion_sunat',
] as const;
const DIGITS: Record<number, number> = { [DNI_ID]: 8, [RUC_ID]: 11 };

/** A DNI or RUC keeps only digits while typing; other documents as typed. */
function documentNumberInput(value: unknown, values: Record<string, unknown>): unknown {
  const length = DIGITS[Number(values.idtipodocumento)];
  return length && typeof value === 'string' ? value.replace(/\D/g, '').slice(0, length) : value;
}

/** What the lookup found fills the form (names, address, ubigeo, SUNAT's state of a RUC). */
function fillFromLookup(ctx: FieldContext<PersonRow>, result: DocumentLookupResult) {
  if (result.kind === 'dni') {
    const a = result.answer;
    ctx.form.setFieldsValue({ nombres: [a.apellidoPaterno, a.apellidoMaterno, a.nombres].filter(Boolean).join(' ') });
    return;
  }
  const d = result.answer.data;
  if (!d) return;
  ctx.form.setFieldsValue({
    nombres: d.razonSocial,
    nombre_comercial: d.nombreComercial ?? ctx.form.getFieldValue('nombre_comercial'),
    direccion: d.direccion ?? ctx.form.getFieldValue('direccion'),
    ubigeo: d.ubigeo ?? ctx.form.getFieldValue('ubigeo'),
    estado_sunat: d.estado,
    condicion_sunat: d.condicion,
  });
}

const kindOf = (idtipodocumento: unknown) =>
  Number(idtipodocumento) === DNI_ID ? 'dni' : Number(idtipodocumento) === RUC_ID ? 'ruc' : null;

/** Clients and providers (spec 000 §7 People): the lookup button fills the form from RENIEC / SUNAT. */
export const personaResource = defineResource({
  contract: people,
  nameOf: 'nombres',
  search: { placeholder: 'Buscar documento o nombre' },
  columns: [
    {
      key: 'documento',
      title: 'Documento',
      sortable: true,
      sortField: 'numero_documento',
      value: (r) => `${r.tipodocumento} ${r.numero_documento}`,
      exportColumns: [
        { key: 'tipodocumento', title: 'Tipo de documento' },
        { key: 'numero_documento', title: 'Número de documento' },
      ],
    },
    {
      key: 'nombres',
      title: 'Nombres o razón social',
      sortable: true,
      render: (r) => (
        <>
          {r.nombres}{' '}
          {r.advertencia && (
            <Tooltip title={r.advertencia}>
              <Tag color="warning" icon={<WarningOutlined />}>
                {[r.estado_sunat, r.condicion_sunat].filter(Boolean).join(' / ')}
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    { key: 'ubica_persona', title: 'Tipo', sortable: true, value: (r) => UBICA_LABEL[r.ubica_persona] ?? '' },
    { key: 'direccion', title: 'Dirección', ellipsis: true },
    { key: 'telefono', title: 'Teléfono', hidden: true },
    { key: 'email', title: 'Correo', hidden: true },
    { key: 'limite_credito', title: 'Límite de crédito (S/)', type: 'money', hidden: true },
    { key: 'dias_credito', title: 'Días de crédito', hidden: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    {
      name: 'ubica',
      label: 'Tipo',
      numeric: true,
      options: [
        { value: 1, label: 'Clientes' },
        { value: 2, label: 'Proveedores' },
      ],
      width: 150,
    },
    { name: 'idtipodocumento', label: 'Documento', numeric: true, options: DOCUMENT_TYPE_FILTER, width: 150 },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
  ],
  form: {
    container: 'drawer',
    columns: 2,
    width: 760,
    defaults: { idtipodocumento: RUC_ID, ubica_persona: 1 },
    toValues: (r) => ({ ...r, limite_credito: r.limite_credito ?? undefined }),
    toBody: (values, { row }) => {
      const body: Record<string, unknown> = {
        idtipodocumento: values.idtipodocumento,
        numero_documento: values.numero_documento,
        nombres: values.nombres,
        ubica_persona: values.ubica_persona,
      };
      for (const name of OPTIONAL) body[name] = values[name] === undefined || values[name] === '' ? null : values[name];
      return row ? { idpersona: row.idpersona, ...body } : body;
    },
    fields: [
      { name: 'idtipodocumento', label: 'Tipo de documento', type: 'select', options: DOCUMENT_TYPE_OPTIONS },
      {
        name: 'numero_documento',
        label: 'Número de documento',
        type: 'custom',
        normalize: documentNumberInput,
        input: (ctx) => (
          <DocumentLookupInput
            kind={kindOf(ctx.values.idtipodocumento)}
            onFound={(result) => fillFromLookup(ctx, result)}
          />
        ),
        rules: [
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (!value) return;
              const type = Number(getFieldValue('idtipodocumento'));
              if (type === DNI_ID && !isValidDni(value)) throw new Error('El DNI debe tener 8 dígitos');
              if (type === RUC_ID && !isValidRuc(value)) throw new Error('El RUC no es válido');
            },
          }),
        ],
      },
      { name: 'nombres', label: 'Nombres o razón social', wide: true },
      { name: 'nombre_comercial', label: 'Nombre comercial' },
      { name: 'ubica_persona', label: 'Es', type: 'select', options: UBICA_OPTIONS },
      { name: 'direccion', label: 'Dirección', wide: true },
      { name: 'ubigeo', label: 'Ubigeo', type: 'ubigeo', wide: true },
      { name: 'telefono', label: 'Teléfono', inputMode: 'tel' },
      { name: 'email', label: 'Correo', type: 'email' },
      {
        name: 'limite_credito',
        label: 'Límite de crédito (S/)',
        type: 'money',
        visible: (ctx) => Number(ctx.values.ubica_persona) !== 2,
      },
      {
        name: 'dias_credito',
        label: 'Días de crédito',
        type: 'integer',
        min: 0,
        max: 365,
        visible: (ctx) => Number(ctx.values.ubica_persona) !== 2,
      },
      {
        name: 'estado_sunat',
        label: 'Estado SUNAT',
        disabled: true,
        visible: (ctx) => Number(ctx.values.idtipodocumento) === RUC_ID,
      },
      {
        name: 'condicion_sunat',
        label: 'Condición SUNAT',
        disabled: true,
        visible: (ctx) => Number(ctx.values.idtipodocumento) === RUC_ID,
      },
    ],
    extra: (ctx) => {
      const estado = ctx.values.estado_sunat as string | undefined;
      const condicion = ctx.values.condicion_sunat as string | undefined;
      const bad = (estado && estado !== 'ACTIVO') || (condicion && condicion !== 'HABIDO');
      return bad ? (
        <Tag color="warning" icon={<WarningOutlined />} style={{ whiteSpace: 'normal' }}>
          SUNAT reporta este RUC como {estado ?? '—'} / {condicion ?? '—'}; verifique antes de emitir o aceptar una
          factura
        </Tag>
      ) : null;
    },
  },
  messages: {
    saving: 'Guardando persona...',
    updating: 'Actualizando persona...',
    removing: 'Eliminando persona...',
    saveError: 'Error al guardar persona',
    updateError: 'Error al guardar persona',
    toggleError: 'Error al actualizar el estado',
    removeError: 'Error al eliminar la persona',
  },
  detail: {
    label: 'Cuenta',
    icon: <WalletOutlined />,
    title: (r) => `${r.tipodocumento} ${r.numero_documento} · ${r.nombres}`,
    width: 1000,
    render: (r) => <PersonAccount person={r} />,
  },
});
