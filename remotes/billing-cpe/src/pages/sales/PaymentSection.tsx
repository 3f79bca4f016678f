import { Button, Card, Col, DatePicker, Input, InputNumber, Row, Select, Space, Switch, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { sanitizeAmountInput, todayLima } from '@trade/formats';
import { fixed } from '@trade/money';
import { useIsPhone, useOptions, type DocumentSection } from '@trade/ui';
import {
  amount,
  cashFigures,
  cuotasOf,
  detraccionSoles,
  isCredit,
  netPayable,
  paymentsOf,
  rowKey,
  splitCuotas,
  symbolOf,
  type Cuota,
  type PaymentLine,
} from './money';
import { PAYMENT_FORMS } from './options';

/*
 * Below the lines of a new sale: how it is paid. Cash: one or more payment forms (efectivo,
 * tarjeta, Yape...) and the change; credit: the cuotas adding up to the net payable; a factura may
 * carry the detracción (catálogo 54 code, percentage, Banco de la Nación account).
 */

/** Catálogo 54 codes most sales use. */
const DETRACCION_CODES = [
  { value: '037', label: '037 · Demás servicios gravados con el IGV' },
  { value: '022', label: '022 · Otros servicios empresariales' },
  { value: '030', label: '030 · Contratos de construcción' },
  { value: '027', label: '027 · Servicio de transporte de carga' },
  { value: '012', label: '012 · Intermediación laboral y tercerización' },
  { value: '019', label: '019 · Arrendamiento de bienes muebles' },
  { value: '020', label: '020 · Mantenimiento y reparación de bienes muebles' },
  { value: '004', label: '004 · Recursos hidrobiológicos' },
  { value: '001', label: '001 · Azúcar y melaza de caña' },
];

function CashPayments({ section }: { section: DocumentSection }) {
  const { header, patch, disabled, table } = section;
  const forms = useOptions(PAYMENT_FORMS);
  const rows = paymentsOf(header);
  const total = table.totales.total;
  const symbol = symbolOf(header);
  const { pagado, vuelto, falta } = cashFigures(header, total);
  const set = (next: PaymentLine[]) => patch({ pagos: next });
  const change = (key: string, values: Partial<PaymentLine>) =>
    set(rows.map((r) => (r.key === key ? { ...r, ...values } : r)));
  const add = () => {
    const rest = dec2(total) - rows.reduce((s, r) => s + dec2(r.monto), 0);
    set([
      ...rows,
      {
        key: rowKey(),
        idformapago: rows.length ? null : ((forms.options[0]?.value as number) ?? null),
        monto: rest > 0 ? rest.toFixed(2) : '',
        referencia: '',
      },
    ]);
  };
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {rows.length === 0 && (
        <Typography.Text type="secondary">Sin formas de pago indicadas: el total se cobra en efectivo.</Typography.Text>
      )}
      {rows.map((row, i) => (
        <Row key={row.key} gutter={8} align="middle" wrap>
          <Col xs={24} sm={8}>
            <Select
              aria-label={`Forma de pago ${i + 1}`}
              style={{ width: '100%' }}
              disabled={disabled}
              value={row.idformapago ?? undefined}
              loading={forms.loading}
              options={forms.options}
              placeholder="Forma de pago"
              onChange={(v) => change(row.key, { idformapago: Number(v) })}
            />
          </Col>
          <Col xs={10} sm={5}>
            <Input
              aria-label={`Monto del pago ${i + 1}`}
              inputMode="decimal"
              prefix={symbol}
              disabled={disabled}
              value={row.monto}
              onChange={(e) => change(row.key, { monto: sanitizeAmountInput(e.target.value, 2) })}
              onFocus={(e) => e.target.select()}
            />
          </Col>
          <Col xs={11} sm={9}>
            <Input
              aria-label={`Referencia del pago ${i + 1}`}
              placeholder="Referencia (operación, voucher)"
              maxLength={60}
              disabled={disabled}
              value={row.referencia}
              onChange={(e) => change(row.key, { referencia: e.target.value })}
            />
          </Col>
          <Col xs={3} sm={2}>
            <Button
              type="text"
              danger
              aria-label={`Quitar pago ${i + 1}`}
              icon={<DeleteOutlined />}
              disabled={disabled}
              onClick={() => set(rows.filter((r) => r.key !== row.key))}
            />
          </Col>
        </Row>
      ))}
      <Space wrap size={16}>
        <Button icon={<PlusOutlined />} onClick={add} disabled={disabled}>
          Agregar forma de pago
        </Button>
        <span aria-label="Pagado">
          Pagado:{' '}
          <b>
            {symbol} {fixed(pagado, 2)}
          </b>
        </span>
        {falta.gt(0) ? (
          <Typography.Text type="danger" aria-label="Falta">
            Falta: {symbol} {fixed(falta, 2)}
          </Typography.Text>
        ) : (
          <span aria-label="Vuelto" style={{ fontSize: 16 }}>
            Vuelto:{' '}
            <b>
              {symbol} {fixed(vuelto, 2)}
            </b>
          </span>
        )}
      </Space>
    </Space>
  );
}

const dec2 = (text: string) => Number(amount(text).toFixed(2));

function CreditCuotas({ section }: { section: DocumentSection }) {
  const { header, patch, disabled, table } = section;
  const phone = useIsPhone();
  const cuotas = cuotasOf(header);
  const symbol = symbolOf(header);
  const neto = netPayable(header, table.totales.total);
  const sum = cuotas.reduce((s, c) => s.plus(amount(c.monto)), amount('0'));
  const count = Number(header.numero_cuotas ?? 1);
  const days = Number(header.dias_cuotas ?? 30);
  const fecha = (header.fecha as string) || todayLima();
  const set = (next: Cuota[]) => patch({ cuotas: next });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        <span>Cuotas</span>
        <InputNumber
          aria-label="Número de cuotas"
          min={1}
          max={120}
          value={count}
          disabled={disabled}
          onChange={(v) => patch({ numero_cuotas: v ?? 1 })}
        />
        <span>cada</span>
        <InputNumber
          aria-label="Días entre cuotas"
          min={1}
          max={365}
          value={days}
          disabled={disabled}
          onChange={(v) => patch({ dias_cuotas: v ?? 30 })}
        />
        <span>días</span>
        <Button onClick={() => set(splitCuotas(neto, count, days, fecha))} disabled={disabled || neto.lte(0)}>
          Generar cuotas
        </Button>
      </Space>
      <Table<Cuota>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={cuotas}
        aria-label="Cuotas"
        locale={{ emptyText: 'Genere las cuotas (sin cuotas: una sola cuota según los días de crédito del cliente)' }}
        scroll={phone ? { x: 360 } : undefined}
        columns={[
          { key: 'n', title: 'N.º', width: 50, render: (_: unknown, _c: Cuota, i: number) => i + 1 },
          {
            key: 'fecha',
            title: 'Vencimiento',
            render: (_: unknown, c: Cuota, i: number) => (
              <DatePicker
                aria-label={`Vencimiento de la cuota ${i + 1}`}
                format="DD/MM/YYYY"
                allowClear={false}
                disabled={disabled}
                value={dayjs(c.fecha_vencimiento)}
                onChange={(d) =>
                  d &&
                  set(cuotas.map((x) => (x.key === c.key ? { ...x, fecha_vencimiento: d.format('YYYY-MM-DD') } : x)))
                }
              />
            ),
          },
          {
            key: 'monto',
            title: 'Monto',
            render: (_: unknown, c: Cuota, i: number) => (
              <Input
                aria-label={`Monto de la cuota ${i + 1}`}
                prefix={symbol}
                inputMode="decimal"
                disabled={disabled}
                value={c.monto}
                onChange={(e) =>
                  set(
                    cuotas.map((x) => (x.key === c.key ? { ...x, monto: sanitizeAmountInput(e.target.value, 2) } : x)),
                  )
                }
              />
            ),
          },
          {
            key: 'quitar',
            width: 48,
            render: (_: unknown, c: Cuota, i: number) => (
              <Button
                type="text"
                danger
                aria-label={`Quitar cuota ${i + 1}`}
                icon={<DeleteOutlined />}
                disabled={disabled}
                onClick={() => set(cuotas.filter((x) => x.key !== c.key))}
              />
            ),
          },
        ]}
      />
      {cuotas.length > 0 && (
        <Typography.Text type={sum.eq(neto) ? 'secondary' : 'danger'} aria-label="Suma de cuotas">
          Suma de cuotas: {symbol} {fixed(sum, 2)} de {symbol} {fixed(neto, 2)} por cobrar
        </Typography.Text>
      )}
    </Space>
  );
}

function Detraccion({ section }: { section: DocumentSection }) {
  const { header, patch, disabled, table } = section;
  if (header.codigo_comprobante !== '01') return null;
  const monto = detraccionSoles(header, table.totales.total);
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Space>
        <Switch
          aria-label="Detracción"
          checked={Boolean(header.detraccion)}
          disabled={disabled}
          onChange={(v) =>
            patch({
              detraccion: v,
              detraccion_codigo: header.detraccion_codigo ?? '037',
              detraccion_porcentaje: header.detraccion_porcentaje ?? '12',
            })
          }
        />
        <span>Operación sujeta a detracción (facturas mayores a S/ 700.00)</span>
      </Space>
      {Boolean(header.detraccion) && (
        <Row gutter={8}>
          <Col xs={24} sm={12}>
            <Select
              aria-label="Código de detracción"
              style={{ width: '100%' }}
              disabled={disabled}
              value={header.detraccion_codigo as string}
              options={DETRACCION_CODES}
              onChange={(v) => patch({ detraccion_codigo: v })}
            />
          </Col>
          <Col xs={8} sm={4}>
            <Input
              aria-label="Porcentaje de detracción"
              suffix="%"
              inputMode="decimal"
              disabled={disabled}
              value={header.detraccion_porcentaje as string}
              onChange={(e) => patch({ detraccion_porcentaje: sanitizeAmountInput(e.target.value, 2) })}
            />
          </Col>
          <Col xs={16} sm={8}>
            <Input
              aria-label="Cuenta de detracciones"
              placeholder="Cuenta del Banco de la Nación"
              maxLength={30}
              disabled={disabled}
              value={(header.detraccion_cuenta as string) ?? ''}
              onChange={(e) => patch({ detraccion_cuenta: e.target.value })}
            />
          </Col>
          {monto && (
            <Col span={24}>
              <Typography.Text aria-label="Monto de la detracción">
                Detracción: S/ {fixed(monto, 2)} · neto a cobrar: {symbolOf(header)}{' '}
                {fixed(netPayable(header, table.totales.total), 2)}
              </Typography.Text>
            </Col>
          )}
        </Row>
      )}
    </Space>
  );
}

/** The sale's payment card (the kit's `editor.sections`). */
export function PaymentSection({ section }: { section: DocumentSection }) {
  const credit = isCredit(section.header);
  return (
    <Card size="small" title={credit ? 'Crédito: cuotas' : 'Pago al contado'}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {credit ? <CreditCuotas section={section} /> : <CashPayments section={section} />}
        <Detraccion section={section} />
      </Space>
    </Card>
  );
}
