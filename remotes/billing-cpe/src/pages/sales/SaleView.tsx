import { Card, List, Space, Table, Typography } from 'antd';
import { formatDate, formatDateTime } from '@trade/formats';
import type { SaleDetail } from '@trade/contracts/billing-cpe';
import { type DocumentRecord, SentMails, useIsPhone } from '@trade/ui';
import { CpeCard } from '../../cpe';
import { SaleFollowUps } from './SaleFollowUps';

/*
 * The saved sale's own parts below its lines: how it was paid (payment forms, paid and change) or
 * its credit (cuotas and balance), the detracción, the supervisor who approved its prices, the electronic document's state with SUNAT's
 * answer, and the mails sent about it.
 */

const sym = (s: SaleDetail) => (s.moneda === 'USD' ? 'US$' : 'S/');

export function SaleSections({ record }: { record: DocumentRecord }) {
  const sale = record.raw as SaleDetail;
  const phone = useIsPhone();
  const s = sym(sale);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {sale.tipo_pago_id === 2 ? (
        <Card size="small" title="Crédito" role="region" aria-label="Crédito">
          <Table
            size="small"
            rowKey="idcuota"
            pagination={false}
            dataSource={sale.cuotas}
            aria-label="Cuotas de la venta"
            scroll={phone ? { x: 420 } : undefined}
            columns={[
              { key: 'n', title: 'N.º', dataIndex: 'numero', width: 50 },
              { key: 'v', title: 'Vencimiento', dataIndex: 'fecha_vencimiento', render: (v: string) => formatDate(v) },
              {
                key: 'm',
                title: 'Monto',
                dataIndex: 'monto',
                align: 'right' as const,
                render: (v: string) => `${s} ${v}`,
              },
              {
                key: 's',
                title: 'Saldo',
                dataIndex: 'saldo',
                align: 'right' as const,
                render: (v: string) => `${s} ${v}`,
              },
              { key: 'e', title: 'Situación', dataIndex: 'situacion' },
            ]}
          />
          {sale.saldo_credito !== null && (
            <Typography.Text strong style={{ display: 'block', marginTop: 8 }} aria-label="Saldo del crédito">
              Saldo por cobrar: {s} {sale.saldo_credito}
            </Typography.Text>
          )}
        </Card>
      ) : (
        <Card size="small" title="Pagos" role="region" aria-label="Pagos">
          <List
            size="small"
            dataSource={sale.pagos}
            renderItem={(p) => (
              <List.Item>
                <span>
                  {p.formapago}
                  {p.referencia ? <Typography.Text type="secondary"> · {p.referencia}</Typography.Text> : null}
                </span>
                <span>
                  {s} {p.monto}
                </span>
              </List.Item>
            )}
          />
          <Space size={24} wrap>
            <span>
              Pagado: {s} {sale.pagado}
            </span>
            <span aria-label="Vuelto de la venta">
              Vuelto: {s} {sale.vuelto}
            </span>
          </Space>
        </Card>
      )}
      {sale.detraccion && (
        <Card size="small" title="Detracción">
          Código {sale.detraccion_codigo} · {sale.detraccion_porcentaje}% · S/ {sale.detraccion_monto} · cuenta{' '}
          {sale.detraccion_cuenta}
        </Card>
      )}
      {sale.aprobado_por && (
        <Card size="small" title="Aprobación de precios" role="region" aria-label="Aprobación de precios">
          <Typography.Text>
            Aprobado por <strong>{sale.aprobado_por}</strong>
            {sale.aprobado ? ` el ${formatDateTime(sale.aprobado)}` : ''}
          </Typography.Text>
          <ul style={{ margin: '8px 0 0', paddingInlineStart: 18 }}>
            {(sale.aprobacion ?? '').split('\n').map((what) => (
              <li key={what}>{what}</li>
            ))}
          </ul>
        </Card>
      )}
      {sale.cpe ? (
        <CpeCard cpe={sale.cpe} />
      ) : (
        <Typography.Text type="secondary">
          Nota de venta: documento interno, sin comprobante electrónico.
        </Typography.Text>
      )}
      <SaleFollowUps sale={sale} />
      <SentMails mails={sale.correos} />
    </Space>
  );
}
