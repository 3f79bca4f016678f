import type { SaleVoucherCode } from '@trade/contracts/billing-cpe';
import type { PersonRow } from '@trade/contracts/purchasing-credits';

/*
 * The values a priced document's header holds while it is edited (sale, proforma, order): the
 * form's fields plus what its sections keep there (the client row picked, payments, cuotas). Every
 * value is optional: the form fills them as the user types, the kit validates the required ones.
 */

/** The client picked in a header (the people lookup's row, or the saved document's client). */
export type ClientChoice = Pick<PersonRow, 'idpersona' | 'numero_documento' | 'nombres' | 'codigo_documento'> & {
  advertencia?: string | null;
};

export interface PaymentLine {
  key: string;
  idformapago: number | null;
  monto: string;
  referencia: string;
}
export interface Cuota {
  key: string;
  monto: string;
  fecha_vencimiento: string;
}

export interface PricedHeader {
  fecha?: string;
  idpersona?: number | null;
  cliente?: ClientChoice | null;
  moneda?: string;
  tipo_cambio?: string | null;
  idalmacen?: number | null;
  almacen?: string | null;
  descuento_global?: string | null;
  /** A global charge outside the IGV base: 46 recargo al consumo y/o propinas, 50 otros cargos. */
  codigo_cargo?: string | null;
  cargo?: string | null;
  observaciones?: string | null;
}

export interface SaleHeader extends PricedHeader {
  codigo_comprobante?: SaleVoucherCode;
  idserie?: number | null;
  tipo_pago_id?: number;
  idcanal?: number | null;
  aplica_despacho?: boolean | number;
  direccion_entrega?: string | null;
  ticket?: boolean | number;
  a4?: boolean | number;
  detraccion?: boolean | number;
  detraccion_codigo?: string | null;
  detraccion_porcentaje?: string | null;
  detraccion_cuenta?: string | null;
  pagos?: PaymentLine[];
  cuotas?: Cuota[];
  numero_cuotas?: number;
  dias_cuotas?: number;
  /** The client's purchase order, sent as the XML's order reference. */
  orden_compra?: string | null;
  /** The proforma ('Vender') or the order this sale comes from. */
  idproforma?: number | null;
  idpedido?: number | null;
}
