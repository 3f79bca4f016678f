import { useMemo } from 'react';
import { App, Input } from 'antd';
import {
  CarOutlined,
  CheckOutlined,
  EyeOutlined,
  FileDoneOutlined,
  PrinterOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { call } from '@trade/session';
import { DISPATCH_STATES, sales, type DispatchRow } from '@trade/contracts/billing-cpe';
import {
  documentSearch,
  printDocument,
  ResourceScreen,
  useSaveFlow,
  type Resource,
  type ResourceContext,
} from '@trade/ui';
import { BRANCHES } from '../sales/options';
// Where a guide from a sale starts (the electronic guides screen proposes it through guiaventa).
import { guideFromSale } from '../sales/SaleFollowUps';

/*
 * /dispatches: sales saved with 'despacho posterior' (ventasdespachar, estado 1 pendiente by
 * default). Each moves pending → dispatched → delivered (uventadespacho, confirmed first, with an
 * optional note), is printed once dispatched (a sale with dispatch is printed after dispatch, spec
 * 000 section 4) and opens a new dispatch guide prefilled from the sale.
 */

const STATES = DISPATCH_STATES.states;
const NEXT: Record<number, { estado: number; label: string; verb: string }> = {
  1: { estado: 2, label: 'Despachar', verb: 'despachada' },
  2: { estado: 3, label: 'Entregar', verb: 'entregada' },
};

/** A factura prints as A4, a boleta or nota de venta as a ticket. */
const printSale = (row: DispatchRow, ctx: ResourceContext<DispatchRow>) =>
  printDocument(ctx.notify, row.codigo_comprobante === '01' ? sales.endpoints.a4 : sales.endpoints.ticket, row.idventa);

export default function Dispatches() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const flow = useSaveFlow();

  const resource = useMemo<Resource<DispatchRow>>(() => {
    const move = (
      row: DispatchRow,
      ctx: ResourceContext<DispatchRow>,
      estado: number,
      question: string,
      after?: 'print',
    ) => {
      let observacion = '';
      modal.confirm({
        title: question,
        okText: 'Sí',
        cancelText: 'No',
        content: (
          <Input.TextArea
            aria-label="Observación del despacho"
            placeholder="Observación (opcional)"
            maxLength={250}
            onChange={(e) => (observacion = e.target.value)}
          />
        ),
        onOk: async () => {
          const answer = await flow.run({
            key: 'despacho',
            progress: 'Actualizando...',
            failText: 'Error al actualizar los datos',
            call: () =>
              call(sales.endpoints.dispatch, {
                body: { idventa: row.idventa, estado, observacion: observacion.trim() || null },
              }),
          });
          if (answer?.status !== 200) return;
          await ctx.reload();
          if (after === 'print') await printSale(row, ctx);
        },
      });
    };
    return {
      key: 'despacho',
      title: 'Despachos',
      noun: 'despacho',
      idField: 'idventa',
      nameOf: 'documento',
      api: { list: sales.endpoints.dispatches },
      search: { placeholder: 'Buscar comprobante o cliente' },
      columns: [
        { key: 'documento', title: 'Comprobante', width: 140 },
        { key: 'fecha', title: 'Fecha', type: 'date', width: 110 },
        { key: 'cliente', title: 'Cliente', ellipsis: true },
        {
          key: 'direccion_entrega',
          title: 'Entregar en',
          ellipsis: true,
          value: (r) => r.direccion_entrega ?? r.cliente_direccion ?? '',
        },
        { key: 'total', title: 'Total', type: 'money', width: 110 },
        {
          key: 'despacho_estado',
          title: 'Despacho',
          type: 'tag',
          options: STATES,
          width: 120,
        },
        { key: 'despacho_fecha', title: 'Último cambio', type: 'datetime', hidden: true },
        { key: 'despacho_usuario', title: 'Por', hidden: true },
        { key: 'despacho_observacion', title: 'Observación', hidden: true },
        { key: 'sucursal', title: 'Sucursal', hidden: true },
      ],
      filters: [
        { name: 'estado', label: 'Estado del despacho', numeric: true, options: STATES, defaultValue: 1, width: 170 },
        { name: 'fecha', label: 'Fecha', type: 'dateRange' },
        { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCHES, width: 160 },
      ],
      rowActions: [
        {
          key: 'avanzar-1',
          label: 'Despachar',
          icon: <CarOutlined />,
          visible: (r) => r.despacho_estado === 1,
          onClick: (row, ctx) =>
            move(row, ctx, 2, `¿Marcar ${row.documento} como ${NEXT[1]!.verb}? Se imprimirá la venta.`, 'print'),
        },
        {
          key: 'avanzar-2',
          label: 'Entregar',
          icon: <CheckOutlined />,
          visible: (r) => r.despacho_estado === 2,
          onClick: (row, ctx) => move(row, ctx, 3, `¿Marcar ${row.documento} como ${NEXT[2]!.verb}?`),
        },
        {
          key: 'volver',
          label: 'Volver al estado anterior',
          icon: <RollbackOutlined />,
          visible: (r) => (r.despacho_estado ?? 1) > 1,
          onClick: (row, ctx) =>
            move(
              row,
              ctx,
              (row.despacho_estado ?? 2) - 1,
              `¿Devolver ${row.documento} a ${STATES.find((s) => s.value === (row.despacho_estado ?? 2) - 1)?.label.toLocaleLowerCase('es')}?`,
            ),
        },
        {
          key: 'imprimir',
          label: 'Imprimir',
          icon: <PrinterOutlined />,
          visible: (r) => (r.despacho_estado ?? 1) > 1,
          onClick: (row, ctx) => void printSale(row, ctx),
        },
        {
          key: 'guia',
          label: 'Guía',
          icon: <FileDoneOutlined />,
          onClick: (row) => navigate(guideFromSale(row.idventa)),
        },
        {
          key: 'venta',
          label: 'Ver venta',
          icon: <EyeOutlined />,
          onClick: (row) => navigate(`/sales${documentSearch('view', row.idventa)}`),
        },
      ],
      messages: { listError: 'Error al obtener los registros', empty: 'No hay ventas en este estado de despacho' },
    };
  }, [modal, navigate, flow]);

  return <ResourceScreen resource={resource} />;
}
