import { useMemo, useRef, useState } from 'react';
import { App, Tag } from 'antd';
import { creditDocuments, PaymentBody, type CreditRow, type PaymentRow } from '@trade/contracts/purchasing-credits';
import { openPrintable } from '@trade/session';
import { DollarOutlined, StopOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ResourceForm, ResourceScreen, defineResource } from '@trade/ui';
import { CURRENCY_OPTIONS, PAYMENT_FORM_OPTIONS, personLookup } from '../../options';
import { CreditDetail } from './CreditDetail';
import { confirmCall } from './confirmCall';
import { SITUACION_COLOR, SITUACION_LABEL, addDays, splitInstalments, todayLima, type CreditKindSpec } from './kinds';

/** The credit form's values as typed. */
interface CreditFormValues {
  idpersona?: number;
  fecha?: string;
  documento?: string;
  concepto?: string;
  idmoneda?: number;
  total?: string;
  numero_cuotas?: number;
  primer_vencimiento?: string;
  intervalo?: number;
}

/** The credit form: the instalments are generated here (equal, adding up to the total) from their count, first due day and interval. */
export function creditForm(spec: CreditKindSpec, fixedPerson: boolean) {
  return {
    title: { create: spec.kind === 'cliente' ? 'Nuevo crédito de cliente' : 'Nuevo crédito de proveedor' },
    columns: 2 as const,
    defaults: () => ({
      fecha: todayLima(),
      idmoneda: 1,
      numero_cuotas: 1,
      primer_vencimiento: addDays(todayLima(), 30),
      intervalo: 30,
    }),
    toBody: (v: CreditFormValues, { params }: { params: { idpersona?: number } }) => ({
      idpersona: params.idpersona ?? v.idpersona,
      fecha: v.fecha,
      documento: v.documento || null,
      concepto: v.concepto || null,
      idmoneda: v.idmoneda,
      total: v.total,
      cuotas: splitInstalments(
        String(v.total),
        Number(v.numero_cuotas),
        String(v.primer_vencimiento),
        Number(v.intervalo),
      ),
    }),
    fields: [
      ...(fixedPerson
        ? []
        : [
            {
              name: 'idpersona',
              label: spec.kind === 'cliente' ? 'Cliente' : 'Proveedor',
              type: 'lookup' as const,
              lookup: personLookup(spec.ubica),
              required: true,
              wide: true,
            },
          ]),
      { name: 'fecha', label: 'Fecha', type: 'date' as const, required: true },
      { name: 'documento', label: 'Documento', max: 30, placeholder: 'F001-00000123' },
      { name: 'concepto', label: 'Concepto', max: 200, wide: true },
      { name: 'idmoneda', label: 'Moneda', type: 'select' as const, options: CURRENCY_OPTIONS, required: true },
      { name: 'total', label: 'Total', type: 'money' as const, required: true },
      {
        name: 'numero_cuotas',
        label: `Número de ${spec.instalments.toLowerCase()}`,
        type: 'integer' as const,
        min: 1,
        max: 36,
        required: true,
      },
      {
        name: 'primer_vencimiento',
        label: `Vencimiento de la primera ${spec.instalment}`,
        type: 'date' as const,
        required: true,
      },
      {
        name: 'intervalo',
        label: 'Días entre vencimientos',
        type: 'integer' as const,
        min: 1,
        max: 365,
        required: true,
      },
    ],
  };
}

/** The payment form of a credit (never more than its balance: the server refuses it too). */
function paymentResource(spec: CreditKindSpec, credit: CreditRow | null) {
  return defineResource<PaymentRow>({
    key: `${spec.kind}-pago`,
    title: 'Pago',
    noun: 'pago',
    idField: 'idpago',
    schema: PaymentBody,
    // Only its form is shown (ResourceForm): there is no list of payments here.
    api: { list: async () => ({ status: 200, mensaje: '', detalles: [] }), create: spec.pay },
    columns: [],
    form: {
      title: {
        create: credit
          ? `Registrar pago · ${credit.documento ?? `crédito ${credit.idcredito}`} · saldo ${credit.moneda} ${credit.saldo}`
          : 'Registrar pago',
      },
      defaults: () => ({ fecha: todayLima(), idformapago: 1, importe: credit?.saldo }),
      toBody: (v) => ({
        idcredito: credit?.idcredito,
        fecha: v.fecha,
        importe: v.importe,
        idformapago: v.idformapago,
        idcuentabancaria: null,
        referencia: v.referencia || null,
        idcuota: v.idcuota ?? null,
      }),
      fields: [
        { name: 'fecha', label: 'Fecha de pago', type: 'date' },
        { name: 'importe', label: `Importe (${credit?.moneda ?? ''})`, type: 'money' },
        ...(credit
          ? [
              {
                name: 'idcuota',
                label: `${spec.instalment === 'letra' ? 'Letra' : 'Cuota'} a pagar`,
                type: 'select' as const,
                options: spec.owedInstalments(credit.idcredito),
                placeholder: 'Las más antiguas primero',
              },
            ]
          : []),
        { name: 'idformapago', label: 'Forma de pago', type: 'select', options: PAYMENT_FORM_OPTIONS },
        { name: 'referencia', label: 'Referencia (operación, cheque...)' },
      ],
    },
    messages: { saving: 'Registrando pago...', saveError: 'Error al registrar el pago' },
  });
}

export interface CreditListProps {
  spec: CreditKindSpec;
  idpersona: number;
  /** A payment or cancel changed a balance: the parent (balances) reloads. */
  onChanged?: () => void;
}

/** A person's credits on one side: register a credit, pay it, cancel it, see its instalments and payments. */
export function CreditList({ spec, idpersona, onChanged }: CreditListProps) {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const notifyChanged = () => changed.current?.();
  const { modal } = App.useApp();
  const [paying, setPaying] = useState<{ credit: CreditRow; reload: () => Promise<void> } | null>(null);
  // Built once per person: a new resource on every render would reload the list.
  const resource = useMemo(
    () =>
      defineResource<CreditRow>({
        key: `${spec.kind}-creditos`,
        title: spec.kind === 'cliente' ? 'Créditos del cliente' : 'Créditos del proveedor',
        noun: 'crédito',
        idField: 'idcredito',
        nameOf: (r) => r.documento ?? `crédito ${r.idcredito}`,
        api: { list: () => spec.credits(idpersona), paging: 'client', create: spec.create },
        columns: [
          { key: 'documento', title: 'Documento' },
          { key: 'fecha', title: 'Fecha', type: 'date', sortable: true },
          { key: 'moneda', title: 'Moneda', width: 80 },
          { key: 'total', title: 'Total', type: 'money' },
          { key: 'pagado', title: 'Pagado', type: 'money' },
          { key: 'saldo', title: 'Saldo', type: 'money' },
          { key: 'cuotas', title: spec.instalments, type: 'integer', width: 80 },
          { key: 'proximo_vencimiento', title: 'Próximo vencimiento', type: 'date' },
          {
            key: 'situacion',
            title: 'Estado',
            value: (r) => SITUACION_LABEL[r.situacion] ?? r.situacion,
            render: (r) => (
              <Tag color={SITUACION_COLOR[r.situacion]}>{SITUACION_LABEL[r.situacion] ?? r.situacion}</Tag>
            ),
          },
        ],
        form: creditForm(spec, true),
        rowActions: [
          {
            key: 'pay',
            label: 'Registrar pago',
            icon: <DollarOutlined />,
            visible: (r) => r.estado === 1 && Number(r.saldo) > 0,
            onClick: (r, ctx) => setPaying({ credit: r, reload: ctx.reload }),
          },
          {
            key: 'cancel',
            label: 'Anular crédito',
            icon: <StopOutlined />,
            danger: true,
            visible: (r) => r.estado === 1 && Number(r.pagado) === 0 && !r.idventa && !r.idcompra,
            onClick: (r, ctx) =>
              confirmCall({
                title: `¿Anular el crédito ${r.documento ?? r.idcredito}?`,
                content: 'Un crédito sin pagos queda anulado con sus cuotas.',
                okText: 'Anular',
                call: () => spec.cancel(r.idcredito),
                ctx,
                failText: 'Error al anular el crédito',
                changed: notifyChanged,
              }),
          },
        ],
        detail: {
          label: spec.instalments,
          icon: <UnorderedListOutlined />,
          title: (r) => `${r.documento ?? `Crédito ${r.idcredito}`} · ${r.moneda} ${r.total}`,
          width: 860,
          render: (r, ctx) => (
            <CreditDetail spec={spec} credit={r} onChanged={() => void ctx.reload().then(() => notifyChanged())} />
          ),
        },
        messages: { empty: 'Sin créditos', saving: 'Guardando crédito...', saveError: 'Error al guardar el crédito' },
      }),
    [spec, idpersona],
  );
  return (
    <>
      <ResourceScreen resource={resource} params={{ idpersona }} syncUrl={false} />
      {paying && (
        <ResourceForm
          resource={paymentResource(spec, paying.credit)}
          open
          mode="create"
          row={null}
          onClose={() => setPaying(null)}
          onSaved={(answer) => {
            const reload = paying.reload;
            setPaying(null);
            void reload().then(notifyChanged);
            const idpago = (answer.detalles as { idpago?: number } | undefined)?.idpago;
            if (idpago)
              modal.confirm({
                title: 'Pago registrado',
                content: `¿Imprimir la nota de pago N.° ${idpago}?`,
                okText: 'Imprimir nota de pago',
                cancelText: 'Cerrar',
                onOk: () => openPrintable(creditDocuments.endpoints.print, { params: { id: idpago } }),
              });
          }}
        />
      )}
    </>
  );
}
