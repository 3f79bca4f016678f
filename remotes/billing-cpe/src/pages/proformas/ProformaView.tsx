import { Card, Descriptions, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '@trade/formats';
import { PROFORMA_STATES, type ProformaDetail } from '@trade/contracts/billing-cpe';
import { type DocumentRecord, documentSearch, SentMails, StateTag } from '@trade/ui';

/*
 * The saved proforma's own parts below its lines: its state and what it became (a link to the sale,
 * or the order), the offer's terms as printed, and the mails sent about it.
 */

export function ProformaSections({ record }: { record: DocumentRecord }) {
  const p = record.raw as ProformaDetail;
  const terms = (p.condiciones ?? '').split('\n').filter((t) => t.trim());
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="Estado" role="region" aria-label="Estado de la proforma">
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'estado',
              label: 'Estado',
              children: (
                <span aria-label="Estado">
                  <StateTag states={PROFORMA_STATES.states} value={p.situacion} />
                </span>
              ),
            },
            { key: 'validez', label: 'Válida hasta', children: formatDate(p.fecha_validez) },
            ...(p.idventa
              ? [
                  {
                    key: 'venta',
                    label: 'Convertida en la venta',
                    children: (
                      <Link aria-label="Venta de la proforma" to={`/sales${documentSearch('view', p.idventa)}`}>
                        {p.venta_documento}
                      </Link>
                    ),
                  },
                ]
              : []),
            ...(p.idpedido
              ? [
                  {
                    key: 'pedido',
                    label: 'Convertida en el pedido',
                    children: <Link to={`/orders${documentSearch('view', p.idpedido)}`}>{`Pedido ${p.idpedido}`}</Link>,
                  },
                ]
              : []),
            ...(p.convertido
              ? [{ key: 'cuando', label: 'Convertida el', children: formatDateTime(p.convertido) }]
              : []),
          ]}
        />
      </Card>
      {(p.forma_pago || p.tiempo_entrega || terms.length > 0) && (
        <Card size="small" title="Condiciones" role="region" aria-label="Condiciones">
          <Descriptions
            size="small"
            column={1}
            items={[
              ...(p.forma_pago ? [{ key: 'fp', label: 'Forma de pago', children: p.forma_pago }] : []),
              ...(p.tiempo_entrega ? [{ key: 'te', label: 'Tiempo de entrega', children: p.tiempo_entrega }] : []),
            ]}
          />
          {terms.map((t) => (
            <Typography.Paragraph key={t} style={{ margin: 0 }}>
              • {t}
            </Typography.Paragraph>
          ))}
        </Card>
      )}
      <SentMails mails={p.correos} />
    </Space>
  );
}
