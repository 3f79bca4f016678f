import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { formatDate } from '@trade/formats';
import { call } from '@trade/session';
import { proformas } from '@trade/contracts/billing-cpe';
import type { DocumentSection } from '@trade/ui';
import { currencyCode } from '@trade/contracts/reference';
import { proformaLine } from './lines';

/*
 * The sale screen opened from a proforma ('Vender': /sales?documento=nuevo&proforma=<id>): reads the
 * proforma once and fills the new sale's client (a factura for a RUC client), currency, rate, global
 * discount and lines, and keeps `idproforma` in the header so the saved sale converts it (server
 * side, in the sale's transaction). Everything stays editable; a converted or expired proforma is
 * only reported (the server refuses to convert it).
 */

export const proformaFromUrl = () => Number(new URLSearchParams(window.location.search).get('proforma')) || null;

export function SaleFromProforma({ section }: { section: DocumentSection }) {
  const { header, patch, setLines } = section;
  const id = proformaFromUrl();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const filled = useRef<number | null>(null);

  useEffect(() => {
    if (!id || section.mode !== 'new' || filled.current === id) return;
    filled.current = id;
    let live = true;
    setLoading(true);
    call(proformas.endpoints.get, { params: { id } })
      .then((answer) => {
        if (!live) return;
        const p = answer.detalles;
        if (answer.status !== 200 || !p) return setFailed(answer.mensaje);
        if (p.situacion === 'convertida')
          return setFailed(
            `La proforma ${p.documento} ya fue convertida${p.venta_documento ? ` en la venta ${p.venta_documento}` : ''}`,
          );
        if (p.situacion === 'vencida')
          return setFailed(
            `La proforma ${p.documento} venció el ${formatDate(p.fecha_validez)}: actualice su fecha de validez antes de venderla`,
          );
        const ruc = p.cliente_tipo_documento === '6';
        patch({
          idproforma: p.idproforma,
          _proforma: p.documento,
          ...(ruc ? { codigo_comprobante: '01' } : {}),
          ...(p.cliente !== 'CLIENTES VARIOS'
            ? {
                idpersona: p.idpersona,
                cliente: {
                  idpersona: p.idpersona,
                  numero_documento: p.cliente_documento,
                  nombres: p.cliente,
                  codigo_documento: p.cliente_tipo_documento,
                },
              }
            : {}),
          moneda: currencyCode(p.idmoneda) ?? 'PEN',
          ...(p.moneda === 'USD' ? { tipo_cambio: p.tipo_cambio } : {}),
          ...(Number(p.descuento_global) > 0 ? { descuento_global: p.descuento_global } : {}),
          observaciones: p.observaciones ?? `Proforma ${p.documento}`,
        });
        setLines(p.detalles.map(proformaLine));
      })
      .catch(() => live && setFailed('No se pudo obtener la proforma'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (!id) return null;
  if (loading) return <Spin tip="Obteniendo proforma..." style={{ display: 'block', margin: 16 }} />;
  if (failed) return <Alert type="error" showIcon title={failed} role="alert" />;
  if (!header.idproforma) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      aria-label="Venta desde proforma"
      title={`Venta desde la proforma ${String(header._proforma)}: al guardarla, la proforma queda convertida.`}
    />
  );
}
