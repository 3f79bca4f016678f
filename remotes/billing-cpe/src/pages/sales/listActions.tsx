import { Input, Space, Typography } from 'antd';
import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import { call, type Envelope } from '@trade/session';
import { sales, type SaleRow } from '@trade/contracts/billing-cpe';
import type { ModalApi, ResourceContext, RowAction } from '@trade/ui';

/*
 * The list's own row actions that need a text first: send the sale by e-mail (the address) and
 * annul a nota de venta (confirmation and reason). Facturas and boletas are voided through SUNAT
 * from /manage_cpe, never here.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A question with one text box; resolves the text, or null when cancelled. 'Aceptar' waits for a valid text. */
function askText(
  modal: ModalApi,
  title: string,
  label: string,
  valid: (text: string) => boolean,
  note?: string,
): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    modal.confirm({
      title,
      icon: null,
      okText: 'Aceptar',
      cancelText: 'Cancelar',
      content: (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {note && <Typography.Text type="secondary">{note}</Typography.Text>}
          <Input.TextArea
            aria-label={label}
            placeholder={label}
            autoFocus
            maxLength={250}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(e) => (text = e.target.value)}
          />
        </Space>
      ),
      onOk: () => {
        if (!valid(text.trim())) return Promise.reject(new Error(label));
        resolve(text.trim());
        return undefined;
      },
      onCancel: () => resolve(null),
    });
  });
}

async function run(
  ctx: ResourceContext<SaleRow>,
  progress: string,
  fail: string,
  call: () => Promise<Envelope<unknown>>,
) {
  ctx.notify.progress('venta-fila', progress);
  try {
    const answer = await call();
    ctx.notify.answer(answer, { key: 'venta-fila' });
    if (answer.status === 200) await ctx.reload();
  } catch {
    ctx.notify.fail('venta-fila', fail);
  }
}

export const saleRowActions: RowAction<SaleRow>[] = [
  {
    key: 'correo',
    label: 'Enviar por correo',
    icon: <MailOutlined />,
    visible: (r) => r.estado_venta === 1,
    onClick: async (row, ctx) => {
      const correo = await askText(
        ctx.modal,
        `Enviar ${row.documento} por correo`,
        'Correo del destinatario',
        (t) => EMAIL.test(t),
        'Se adjuntan el PDF y el XML (y el CDR si SUNAT lo aceptó).',
      );
      if (correo)
        await run(ctx, 'Enviando correo...', 'Error al enviar el correo', () =>
          call(sales.endpoints.mail, { body: { idventa: row.idventa, correo } }),
        );
    },
  },
  {
    key: 'anular',
    label: 'Anular',
    icon: <DeleteOutlined />,
    danger: true,
    visible: (r) => r.estado_venta === 1 && r.codigo_comprobante === 'NV',
    onClick: async (row, ctx) => {
      const motivo = await askText(
        ctx.modal,
        `¿Anular la nota de venta ${row.documento}?`,
        'Motivo de la anulación',
        (t) => t.length > 0,
        'Su stock vuelve al almacén y se revierten su caja o su crédito.',
      );
      if (motivo)
        await run(ctx, 'Anulando venta...', 'Ocurrió un error inesperado...', () =>
          call(sales.endpoints.state, { body: { idventa: row.idventa, estado_venta: 0, motivo } }),
        );
    },
  },
];
