import { useMemo, useReducer } from 'react';
import { Space, Tag, Typography } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { call, openPrintable } from '@trade/session';
import { ResourceScreen, defineResource } from '@trade/ui';
import {
  LetraBody,
  creditDocuments,
  providerCredits,
  type CreditRow,
  type InstalmentRow,
  type PaymentRow,
} from '@trade/contracts/purchasing-credits';
import { confirmCall } from './confirmCall';
import { SITUACION_COLOR, SITUACION_LABEL, addDays, todayLima, type CreditKindSpec } from './kinds';

const situacion = (value: string) => <Tag color={SITUACION_COLOR[value]}>{SITUACION_LABEL[value] ?? value}</Tag>;

/** The instalments of one credit (a provider's letras can be added and removed). */
function instalmentsResource(spec: CreditKindSpec, credit: CreditRow, onChanged: () => void) {
  return defineResource<InstalmentRow>({
    key: `${spec.kind}-cuotas`,
    title: `${spec.instalments} ${credit.documento ?? credit.idcredito}`,
    noun: spec.instalment,
    gender: 'f',
    idField: 'idcuota',
    nameOf: (r) => `${spec.instalment} ${r.numero}`,
    api: {
      list: () => spec.instalmentsOf(credit.idcredito),
      paging: 'client',
      ...(spec.letras && credit.estado === 1
        ? {
            create: async (body: unknown) => {
              const answer = await call(providerCredits.endpoints.addLetra, { body: body as LetraBody });
              onChanged();
              return answer;
            },
            remove: async (row: InstalmentRow) => {
              const answer = await call(providerCredits.endpoints.removeLetra, { body: { idcuota: row.idcuota } });
              onChanged();
              return answer;
            },
          }
        : {}),
    },
    schema: spec.letras ? LetraBody : undefined,
    columns: [
      { key: 'numero', title: 'N.°', type: 'integer', width: 60 },
      { key: 'fecha_vencimiento', title: 'Vencimiento', type: 'date' },
      { key: 'monto', title: 'Monto', type: 'money', total: true },
      { key: 'pagado', title: 'Pagado', type: 'money', total: true },
      { key: 'saldo', title: 'Pendiente', type: 'money', total: true },
      {
        key: 'situacion',
        title: 'Estado',
        value: (r) => SITUACION_LABEL[r.situacion] ?? r.situacion,
        render: (r) => (
          <Space size={4}>
            {situacion(r.situacion)}
            {r.dias_vencida > 0 && <Typography.Text type="danger">{r.dias_vencida} días</Typography.Text>}
            {r.situacion === 'pendiente' && r.fecha_vencimiento <= addDays(todayLima(), 7) && (
              <Tag color="orange">Vence esta semana</Tag>
            )}
          </Space>
        ),
      },
    ],
    canRemove: (r) => Number(r.pagado) === 0,
    form: spec.letras
      ? {
          title: { create: 'Nueva letra' },
          defaults: { fecha_vencimiento: addDays(todayLima(), 30) },
          toBody: (v) => ({ idcredito: credit.idcredito, monto: v.monto, fecha_vencimiento: v.fecha_vencimiento }),
          fields: [
            { name: 'monto', label: 'Monto (se descuenta de la última letra pendiente)', type: 'money' },
            { name: 'fecha_vencimiento', label: 'Vencimiento', type: 'date' },
          ],
        }
      : undefined,
    messages: { empty: 'Sin cuotas', saving: 'Guardando letra...', removing: 'Eliminando letra...' },
  });
}

/** The payments of one credit: print the payment note, cancel a payment. */
function paymentsResource(spec: CreditKindSpec, credit: CreditRow, onChanged: () => void) {
  return defineResource<PaymentRow>({
    key: `${spec.kind}-pagos`,
    title: `Pagos ${credit.documento ?? credit.idcredito}`,
    noun: 'pago',
    idField: 'idpago',
    nameOf: (r) => `pago ${r.idpago}`,
    api: { list: () => spec.payments(credit), paging: 'client' },
    columns: [
      { key: 'idpago', title: 'N.°', type: 'integer', width: 70 },
      { key: 'fecha', title: 'Fecha', type: 'date' },
      { key: 'importe', title: 'Importe', type: 'money', total: true },
      { key: 'formapago', title: 'Forma de pago' },
      { key: 'referencia', title: 'Referencia' },
      { key: 'usuario', title: 'Registró' },
      {
        key: 'estado',
        title: 'Estado',
        value: (r) => (r.estado === 1 ? 'Válido' : 'Anulado'),
        render: (r) => (r.estado === 1 ? <Tag color="green">Válido</Tag> : <Tag>Anulado</Tag>),
      },
    ],
    rowActions: [
      {
        key: 'print',
        label: 'Imprimir nota de pago',
        icon: <PrinterOutlined />,
        onClick: (r, ctx) =>
          void openPrintable(creditDocuments.endpoints.print, { params: { id: r.idpago } }).catch(() =>
            ctx.notify.error('No se pudo abrir el documento para imprimir'),
          ),
      },
      {
        key: 'cancel',
        label: 'Anular pago',
        icon: <StopOutlined />,
        danger: true,
        visible: (r) => r.estado === 1,
        onClick: (r, ctx) =>
          confirmCall({
            title: `¿Anular el pago N.° ${r.idpago} de ${r.importe}?`,
            content: 'El importe vuelve al saldo del crédito y a sus cuotas.',
            okText: 'Anular',
            call: () => spec.cancelPayment(r.idpago),
            ctx,
            failText: 'Error al anular el pago',
            changed: onChanged,
          }),
      },
    ],
    messages: { empty: 'Sin pagos' },
  });
}

export interface CreditDetailProps {
  spec: CreditKindSpec;
  credit: CreditRow;
  /** The credit's balance changed (payment cancelled, letras changed): the parent list reloads. */
  onChanged: () => void;
}

/** A credit's instalments and payments. */
export function CreditDetail({ spec, credit, onChanged }: CreditDetailProps) {
  // Built once per credit: a new resource on every render would reload the lists.
  // A cancelled payment changes the instalments it paid: their list is asked again (mounted anew).
  const [instalmentsVersion, paymentCancelled] = useReducer((n: number) => n + 1, 0);
  const instalments = useMemo(() => instalmentsResource(spec, credit, onChanged), [spec, credit.idcredito]); // eslint-disable-line react-hooks/exhaustive-deps
  const payments = useMemo(
    () =>
      paymentsResource(spec, credit, () => {
        paymentCancelled();
        onChanged();
      }),
    [spec, credit.idcredito], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <ResourceScreen
        key={instalmentsVersion}
        resource={instalments}
        syncUrl={false}
        heading={<Typography.Title level={5}>{spec.instalments}</Typography.Title>}
      />
      <ResourceScreen
        resource={payments}
        syncUrl={false}
        heading={<Typography.Title level={5}>Pagos</Typography.Title>}
      />
    </Space>
  );
}
