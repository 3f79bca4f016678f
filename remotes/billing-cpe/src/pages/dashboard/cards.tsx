import type { ReactNode } from 'react';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatMoney, formatNumber } from '@trade/formats';
import { dec, fixed } from '@trade/money';
import type { DashboardData } from './useDashboard';

/** '+12.50 % frente al periodo anterior' in green, a drop in red; nothing to compare with: a plain note. */
function Change({ value, label = 'frente al periodo anterior' }: { value: string; label?: string }) {
  if (value === '') return <Typography.Text type="secondary">Sin ventas en el periodo anterior</Typography.Text>;
  const n = Number(value);
  const up = n >= 0;
  return (
    <Typography.Text type={up ? 'success' : 'danger'} aria-label={`Variación ${value} %`}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {up ? '+' : ''}
      {formatNumber(value)} % {label}
    </Typography.Text>
  );
}

function Figure({
  title,
  value,
  children,
  to,
}: {
  title: string;
  value: ReactNode;
  children?: ReactNode;
  to?: string;
}) {
  return (
    <Card
      size="small"
      role="region"
      aria-label={title}
      style={{ height: '100%' }}
      // Two cards a row on a phone: a long title wraps instead of ending in '…'.
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={to ? <Link to={to}>Ver</Link> : undefined}
      title={title}
    >
      <Statistic value={value as string} valueStyle={{ fontSize: 22 }} />
      <div style={{ marginTop: 4, minHeight: 22 }}>{children}</div>
    </Card>
  );
}

const money = (v: string) => formatMoney(v);

/** The figure cards: sales and their change, count, average ticket, gross profit, cash/credit, notes, receivables, SUNAT problems, low stock. */
export function FigureCards({ data }: { data: DashboardData }) {
  const r = data.resumen;
  const c = data.cobranzas;
  const span = { xs: 12, lg: 6 };
  const problems = r.cpe.rechazados + r.cpe.error + r.cpe.por_vencer + r.cpe.vencidos;
  return (
    <Row gutter={[12, 12]}>
      <Col {...span}>
        <Figure title="Ventas" value={money(r.actual.total)}>
          <Change value={r.variacion_total} />
        </Figure>
      </Col>
      <Col {...span}>
        <Figure title="Número de ventas" value={String(r.actual.cantidad)}>
          <Change value={r.variacion_cantidad} />
        </Figure>
      </Col>
      <Col {...span}>
        <Figure title="Ticket promedio" value={money(r.actual.ticket_promedio)}>
          <Typography.Text type="secondary">Anterior: {money(r.anterior.ticket_promedio)}</Typography.Text>
        </Figure>
      </Col>
      <Col {...span}>
        <Figure title="Utilidad bruta" value={money(r.utilidad.utilidad_bruta)}>
          <Typography.Text type="secondary">
            {r.utilidad.margen === ''
              ? 'Sin ventas'
              : `Margen ${formatNumber(r.utilidad.margen)} % · costo ${money(r.utilidad.costo)}`}
          </Typography.Text>
        </Figure>
      </Col>
      <Col {...span}>
        <Figure title="Contado / Crédito" value={`${money(r.contado.total)}`}>
          <Typography.Text type="secondary">
            {r.contado.cantidad} al contado · {money(r.credito.total)} al crédito ({r.credito.cantidad})
          </Typography.Text>
        </Figure>
      </Col>
      <Col {...span}>
        <Figure title="Notas de crédito" value={money(r.notas_credito.total)}>
          <Typography.Text type="secondary">
            {r.notas_credito.cantidad} emitidas
            {r.notas_debito.cantidad ? ` · notas de débito ${money(r.notas_debito.total)}` : ''}
          </Typography.Text>
        </Figure>
      </Col>
      <Col {...span}>
        {/* The whole receivable, then how much of it is already overdue. */}
        <Figure
          title="Por cobrar"
          value={money(fixed(dec(c.por_vencer.total).plus(dec(c.vencido.total)), 2))}
          to="/accounts_receivable"
        >
          <Space size={4} wrap>
            <Typography.Text type="secondary">
              Por vencer {money(c.por_vencer.total)} ({c.por_vencer.cantidad} cuotas) ·
            </Typography.Text>
            <Typography.Text type={c.vencido.cantidad ? 'danger' : 'secondary'}>
              vencido {money(c.vencido.total)} ({c.vencido.cantidad} cuotas)
            </Typography.Text>
          </Space>
        </Figure>
      </Col>
      <Col {...span}>
        <Figure title="Cobrado en el rango" value={money(c.cobrado.total)}>
          <Typography.Text type="secondary">{c.cobrado.cantidad} pagos de clientes</Typography.Text>
        </Figure>
      </Col>
      <Col {...span}>
        <Figure title="Comprobantes con problemas" value={String(problems)} to="/manage_cpe">
          <Typography.Text type={problems ? 'danger' : 'secondary'}>
            {r.cpe.rechazados} rechazados · {r.cpe.error} con error · {r.cpe.por_vencer} por vencer · {r.cpe.vencidos}{' '}
            vencidos
          </Typography.Text>
        </Figure>
      </Col>
      <Col {...span}>
        <Figure title="Stock bajo" value={String(r.stock_bajo.cantidad)} to="/products">
          <Typography.Text type={r.stock_bajo.cantidad ? 'warning' : 'secondary'}>
            productos en o bajo su stock mínimo
          </Typography.Text>
        </Figure>
      </Col>
    </Row>
  );
}
