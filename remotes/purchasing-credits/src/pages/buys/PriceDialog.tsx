import { InputNumber, Modal, Space, Switch, Typography } from 'antd';
import { call } from '@trade/session';
import { purchases } from '@trade/contracts/purchasing-credits';
import type { DocumentContext } from '@trade/ui';

export const PRICE_DIALOG_TITLE = '¿Actualizar los precios de venta?';

/**
 * After saving a purchase (`purchases.prices`): offers to set the sale price of every purchased
 * unit to its new cost in soles plus a margin (with IGV by default). 'No' leaves prices as they were.
 */
export function offerPriceUpdate(idcompra: string | number, ctx: DocumentContext): Promise<void> {
  const choice = { margen: 30, conIgv: true };
  return new Promise((resolve) => {
    Modal.confirm({
      title: PRICE_DIALOG_TITLE,
      content: (
        <Space orientation="vertical">
          <Typography.Text>Precio de venta = costo de la compra (en soles) + margen.</Typography.Text>
          <Space>
            <span>Margen (%)</span>
            <InputNumber
              aria-label="Margen (%)"
              min={0}
              max={999}
              precision={2}
              defaultValue={choice.margen}
              onChange={(v) => (choice.margen = Number(v ?? 0))}
            />
          </Space>
          <Space>
            <span>Precio con IGV</span>
            <Switch aria-label="Precio con IGV" defaultChecked onChange={(v) => (choice.conIgv = v)} />
          </Space>
        </Space>
      ),
      okText: 'Actualizar precios',
      cancelText: 'No',
      onOk: async () => {
        try {
          const answer = await call(purchases.endpoints.prices, {
            body: { idcompra: Number(idcompra), margen: choice.margen.toFixed(2), con_igv: choice.conIgv },
          });
          ctx.notify.answer(answer);
        } catch {
          ctx.notify.error('Error al actualizar los precios');
        }
      },
      afterClose: () => resolve(),
    });
  });
}
