import { FileDoneOutlined, RollbackOutlined } from '@ant-design/icons';
import type { NavigateFunction } from 'react-router-dom';
import { dec } from '@trade/money';
import { call } from '@trade/session';
import { creditNotes, type SaleRow } from '@trade/contracts/billing-cpe';
import type { RowAction } from '@trade/ui';
import { guideFromSale, noteFromSale } from './SaleFollowUps';

/*
 * The list's ways forward from a sale: a dispatch guide (any issued sale) and a credit note (an
 * accepted factura or boleta). Whether anything is left to credit is asked to the server at the
 * click (/notaventa), so the row needs no extra figures.
 */

const ACCEPTED = ['aceptado', 'observado'];
const electronic = (r: SaleRow) => r.codigo_comprobante === '01' || r.codigo_comprobante === '03';

export function saleFollowUpActions(navigate: NavigateFunction): RowAction<SaleRow>[] {
  return [
    {
      key: 'guia',
      label: 'Guía de remisión',
      icon: <FileDoneOutlined />,
      visible: (r) => r.estado_venta === 1,
      onClick: (row) => navigate(guideFromSale(row.idventa)),
    },
    {
      key: 'nota-credito',
      label: 'Nota de crédito',
      icon: <RollbackOutlined />,
      visible: (r) => r.estado_venta === 1 && electronic(r) && ACCEPTED.includes(r.cpe_estado ?? ''),
      onClick: async (row, ctx) => {
        try {
          const answer = await call(creditNotes.endpoints.sale, { params: { id: row.idventa } });
          const left = answer.detalles;
          if (answer.status !== 200 || !left) return ctx.notify.error(answer.mensaje);
          if (left.impedimento) return ctx.notify.error(left.impedimento);
          if (!dec(left.saldo).gt(0))
            return ctx.notify.info(`La venta ${row.documento} ya no tiene saldo por acreditar`);
          navigate(noteFromSale(row.idventa));
        } catch {
          ctx.notify.error('Ocurrió un error inesperado, no se pudo obtener la venta');
        }
      },
    },
  ];
}
