import * as T from 'typebox';
import { Digits, Envelope, Int, Nullable, SIGNED_IN, Search, endpoints } from '../kit/index.js';

const list = <P extends T.TProperties>(properties: P) => Envelope(T.Array(T.Object(properties)));
const Code = (title: string, digits: number) => T.Optional(Digits(title, digits));

/** Reference lists every screen reads (seeded by migration): any signed-in user. */
export const referenceLists = {
  endpoints: endpoints('datos de referencia', {
    currencies: {
      method: 'GET',
      path: '/tipomoneda',
      summary: 'Monedas (PEN, USD)',
      menus: SIGNED_IN,
      response: list({ idmoneda: T.Integer(), codigo: T.String(), nombre: T.String(), simbolo: T.String() }),
    },
    paymentTypes: {
      method: 'GET',
      path: '/tipopago',
      summary: 'Tipos de pago (1 contado, 2 crédito)',
      menus: SIGNED_IN,
      response: list({ idtipopago: T.Integer(), nombre: T.String() }),
    },
    paymentForms: {
      method: 'GET',
      path: '/tipoformapago/:id',
      summary: 'Formas de pago de un tipo de pago (0: todas)',
      menus: SIGNED_IN,
      params: T.Object({ id: Int('Tipo de pago', 0, 2147483647) }),
      response: list({
        idformapago: T.Integer(),
        idtipopago: T.Integer(),
        nombre: T.String(),
        dias: Nullable(T.Integer()),
      }),
    },
    banks: {
      method: 'GET',
      path: '/bancos',
      summary: 'Bancos y cajas que operan en el Perú',
      menus: SIGNED_IN,
      response: list({ idbanco: T.Integer(), nombre: T.String(), abreviatura: T.String() }),
    },
    channels: {
      method: 'GET',
      path: '/canales',
      summary: 'Canales de venta',
      menus: SIGNED_IN,
      response: list({ idcanal: T.Integer(), nombre: T.String() }),
    },
    documentTypes: {
      method: 'GET',
      path: '/tipodocumento',
      summary: 'Tipos de documento de identidad (SUNAT catálogo 06)',
      menus: SIGNED_IN,
      response: list({ idtipodocumento: T.Integer(), codigo: T.String(), nombre: T.String(), abreviatura: T.String() }),
    },
    guideTypes: {
      method: 'GET',
      path: '/tipoguia',
      summary: 'Tipos de guía de remisión',
      menus: SIGNED_IN,
      response: list({ idtipoguia: T.Integer(), codigo: T.String(), nombre: T.String() }),
    },
    departments: {
      method: 'GET',
      path: '/departamentos',
      summary: 'Departamentos',
      menus: SIGNED_IN,
      response: list({ iddepartamento: T.String(), nombre: T.String() }),
    },
    provinces: {
      method: 'GET',
      path: '/provincias',
      summary: 'Provincias (de un departamento)',
      menus: SIGNED_IN,
      querystring: T.Object({ iddepartamento: Code('Departamento', 2) }),
      response: list({ idprovincia: T.String(), iddepartamento: T.String(), nombre: T.String() }),
    },
    districts: {
      method: 'GET',
      path: '/distritos',
      summary: 'Distritos (de una provincia o departamento); iddistrito es el ubigeo',
      menus: SIGNED_IN,
      querystring: T.Object({ idprovincia: Code('Provincia', 4), iddepartamento: Code('Departamento', 2), ...Search }),
      response: list({
        iddistrito: T.String(),
        idprovincia: T.String(),
        iddepartamento: T.String(),
        nombre: T.String(),
      }),
    },
    ubigeo: {
      method: 'GET',
      path: '/ubigeo/:ubigeo',
      summary: 'Nombres de un ubigeo',
      menus: SIGNED_IN,
      params: T.Object({ ubigeo: Digits('Ubigeo', 6) }),
      response: Envelope(
        T.Object({ ubigeo: T.String(), departamento: T.String(), provincia: T.String(), distrito: T.String() }),
      ),
    },
  }),
};
