import { PictureOutlined } from '@ant-design/icons';
import { defineResource, ESTADO_OPTIONS } from '@trade/ui';
import { BANK_OPTIONS, CURRENCY_OPTIONS } from '../../options';
import { BranchLogo } from './BranchLogo';
import { BranchAddressLookup } from './BranchAddressLookup';
import { bankAccounts, branches } from '@trade/contracts/organization';

const nullIfEmpty = (v: unknown) => (v === undefined || v === '' ? null : v);

/** Branches with address, ubigeo and SUNAT establishment code; each may have its voucher logo. */
export const sucursalResource = defineResource({
  contract: branches,
  nameOf: 'nombre',
  search: { placeholder: 'Buscar nombre, dirección, código o distrito' },
  columns: [
    { key: 'codigo_sunat', title: 'Código SUNAT', sortable: true, width: 120 },
    { key: 'nombre', title: 'Nombre', sortable: true },
    { key: 'direccion', title: 'Dirección', sortable: true, ellipsis: true },
    {
      key: 'ubigeo',
      title: 'Ubigeo',
      sortable: true,
      sortField: 'distrito',
      value: (r) => [r.distrito, r.provincia, r.departamento].filter(Boolean).join(' / '),
      exportValue: (r) => `${r.ubigeo} ${r.distrito} / ${r.provincia} / ${r.departamento}`,
    },
    { key: 'telefono', title: 'Teléfono', hidden: true },
    { key: 'email', title: 'Correo', hidden: true },
    { key: 'logo', title: 'Logo', value: (r) => (r.logo ? 'Sí' : 'No') },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [{ name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 }],
  form: {
    columns: 2,
    toValues: (r) => ({
      nombre: r.nombre,
      direccion: r.direccion,
      ubigeo: r.ubigeo,
      codigo_sunat: r.codigo_sunat,
      telefono: r.telefono ?? undefined,
      email: r.email ?? undefined,
    }),
    toBody: (v, { row }) => {
      const body = {
        nombre: v.nombre,
        direccion: v.direccion,
        ubigeo: v.ubigeo,
        codigo_sunat: v.codigo_sunat,
        telefono: nullIfEmpty(v.telefono),
        email: nullIfEmpty(v.email),
      };
      return row ? { idsucursal: row.idsucursal, ...body } : body;
    },
    fields: [
      { name: 'nombre', label: 'Nombre', required: true, max: 120, placeholder: 'Lima - Miraflores' },
      {
        name: 'codigo_sunat',
        label: 'Código de establecimiento SUNAT',
        required: true,
        max: 4,
        placeholder: '0001',
        rules: [{ pattern: /^\d{4}$/, message: 'El código tiene 4 dígitos (0000 es el domicilio fiscal)' }],
      },
      { name: 'direccion', label: 'Dirección', required: true, max: 200, wide: true },
      { name: 'ubigeo', label: 'Ubigeo', type: 'ubigeo', required: true, wide: true },
      { name: 'telefono', label: 'Teléfono', max: 30 },
      { name: 'email', label: 'Correo', type: 'email', max: 120 },
    ],
    extra: (ctx) => <BranchAddressLookup form={ctx.form} />,
  },
  messages: {
    saving: 'Guardando sucursal...',
    updating: 'Actualizando sucursal...',
    removing: 'Eliminando sucursal...',
  },
  detail: {
    label: 'Logo',
    icon: <PictureOutlined />,
    title: (r) => `Logo de ${r.nombre}`,
    width: 520,
    render: (r, ctx) => <BranchLogo branch={r} onChanged={ctx.reload} />,
  },
});

export const ACCOUNT_TYPES = ['Corriente', 'Ahorros', 'Detracciones'].map((t) => ({ value: t, label: t }));

/** The company's bank accounts (printed on vouchers, used for deposits). */
export const cuentaResource = defineResource({
  contract: bankAccounts,
  nameOf: (r) => `${r.banco} ${r.numero}`,
  search: { placeholder: 'Buscar banco, número, CCI o titular' },
  columns: [
    { key: 'banco', title: 'Banco', sortable: true },
    {
      key: 'moneda',
      title: 'Moneda',
      sortable: true,
      value: (r) => (r.simbolo ? `${r.moneda} (${r.simbolo})` : r.moneda),
    },
    { key: 'tipo', title: 'Tipo', sortable: true },
    { key: 'numero', title: 'Número de cuenta', sortable: true },
    { key: 'cci', title: 'CCI' },
    { key: 'titular', title: 'Titular', sortable: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    { name: 'idbanco', label: 'Banco', numeric: true, options: BANK_OPTIONS, width: 220 },
    { name: 'idmoneda', label: 'Moneda', numeric: true, options: CURRENCY_OPTIONS, width: 160 },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
  ],
  form: {
    columns: 2,
    defaults: { tipo: 'Corriente' },
    toValues: (r) => ({
      idbanco: r.idbanco,
      idmoneda: r.idmoneda,
      tipo: r.tipo,
      numero: r.numero,
      cci: r.cci ?? undefined,
      titular: r.titular,
    }),
    toBody: (v, { row }) => {
      const body = {
        idbanco: v.idbanco,
        idmoneda: v.idmoneda,
        tipo: v.tipo,
        numero: v.numero,
        cci: nullIfEmpty(v.cci),
        titular: v.titular,
      };
      return row ? { idcuentabancaria: row.idcuentabancaria, ...body } : body;
    },
    fields: [
      { name: 'idbanco', label: 'Banco', type: 'select', required: true, options: BANK_OPTIONS },
      { name: 'idmoneda', label: 'Moneda', type: 'select', required: true, options: CURRENCY_OPTIONS },
      { name: 'tipo', label: 'Tipo de cuenta', type: 'select', required: true, options: ACCOUNT_TYPES },
      {
        name: 'numero',
        label: 'Número de cuenta',
        required: true,
        max: 30,
        rules: [{ pattern: /^[0-9-]{5,30}$/, message: 'Use de 5 a 30 dígitos o guiones' }],
      },
      { name: 'cci', label: 'CCI', max: 20, rules: [{ pattern: /^\d{20}$/, message: 'El CCI tiene 20 dígitos' }] },
      { name: 'titular', label: 'Titular', required: true, max: 200 },
    ],
  },
  messages: { saving: 'Guardando cuenta...', updating: 'Actualizando cuenta...', removing: 'Eliminando cuenta...' },
});
