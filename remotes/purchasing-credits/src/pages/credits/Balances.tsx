import { Tag, Tooltip, Typography } from 'antd';
import { WalletOutlined, WarningOutlined } from '@ant-design/icons';
import { formatNumber } from '@trade/formats';
import { ResourceScreen, defineResource } from '@trade/ui';
import type { BalanceRow } from '@trade/contracts/purchasing-credits';
import { creditForm } from './CreditList';
import { PersonCredits } from './PersonCredits';
import type { CreditKindSpec } from './kinds';

/** Amounts without a symbol: the row's currency column says which. */
const amount = (value: string) => formatNumber(value);
const overdue = (value: string) =>
  Number(value) > 0 ? <Typography.Text type="danger">{amount(value)}</Typography.Text> : amount(value);

/**
 * /accounts_receivable and /accounts_payable: people with an open balance (per currency), its
 * ageing by due days, what falls due this week highlighted; a new credit; each person's credits,
 * instalments, payments and account statement in a drawer.
 */
export function Balances({ spec }: { spec: CreditKindSpec }) {
  // No totals line: a list may hold soles and dollars, and their sum means nothing.
  const resource = defineResource<BalanceRow & { clave: string }>({
    key: `saldos-${spec.kind}`,
    title: spec.kind === 'cliente' ? 'Cuentas por cobrar' : 'Cuentas por pagar',
    noun: 'crédito',
    idField: 'clave',
    nameOf: 'persona',
    api: {
      paging: 'client',
      list: async () => {
        const answer = await spec.balances();
        return {
          ...answer,
          detalles: (answer.detalles ?? []).map((r) => ({ ...r, clave: `${r.idpersona}-${r.idmoneda}` })),
        };
      },
      create: spec.create,
    },
    search: { placeholder: `Buscar ${spec.personNoun}` },
    columns: [
      {
        key: 'persona',
        title: spec.kind === 'cliente' ? 'Cliente' : 'Proveedor',
        render: (r) => (
          <>
            {r.persona}{' '}
            {r.advertencia && (
              <Tooltip title={r.advertencia}>
                <WarningOutlined style={{ color: '#faad14' }} aria-label={r.advertencia} />
              </Tooltip>
            )}
            <div>
              <Typography.Text type="secondary">{`${r.tipodocumento} ${r.numero_documento}`}</Typography.Text>
            </div>
          </>
        ),
        exportColumns: [
          { key: 'numero_documento', title: 'Documento' },
          { key: 'persona', title: spec.kind === 'cliente' ? 'Cliente' : 'Proveedor' },
        ],
      },
      { key: 'moneda', title: 'Moneda', width: 80 },
      { key: 'saldo', title: 'Saldo', type: 'money', sortable: true },
      { key: 'por_vencer', title: 'Por vencer', type: 'money' },
      { key: 'vencido_1_30', title: 'Vencido 1–30 días', type: 'money', render: (r) => overdue(r.vencido_1_30) },
      { key: 'vencido_31_60', title: '31–60 días', type: 'money', render: (r) => overdue(r.vencido_31_60) },
      { key: 'vencido_61_90', title: '61–90 días', type: 'money', render: (r) => overdue(r.vencido_61_90) },
      { key: 'vencido_90_mas', title: 'Más de 90 días', type: 'money', render: (r) => overdue(r.vencido_90_mas) },
      {
        key: 'vence_semana',
        title: 'Vence esta semana',
        type: 'money',
        render: (r) =>
          Number(r.vence_semana) > 0 ? <Tag color="orange">{amount(r.vence_semana)}</Tag> : amount(r.vence_semana),
      },
    ],
    form: creditForm(spec, false),
    detail: {
      label: 'Cuenta',
      icon: <WalletOutlined />,
      title: (r) => `${r.tipodocumento} ${r.numero_documento} · ${r.persona}`,
      width: 1000,
      render: (r, ctx) => <PersonCredits spec={spec} idpersona={r.idpersona} onChanged={() => void ctx.reload()} />,
    },
    messages: {
      empty: `No hay ${spec.kind === 'cliente' ? 'clientes' : 'proveedores'} con saldo pendiente`,
      saving: 'Guardando crédito...',
      saveError: 'Error al guardar el crédito',
    },
  });
  return <ResourceScreen resource={resource} />;
}
