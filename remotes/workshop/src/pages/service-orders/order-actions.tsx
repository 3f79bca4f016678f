import { serviceOrders, SERVICE_LINE_STATES, type ServiceOrderDetail } from '@trade/contracts/workshop';
import { call } from '@trade/session';
import { StateTag, type DocLine, type DocumentAction, type DocumentContext } from '@trade/ui';

/* Pieces of the service orders' document spec (spec.tsx): the order's state actions and a line's state tag. */

const { endpoints } = serviceOrders;
export const ERRORS = {
  save: 'Error al guardar la orden de servicio',
  update: 'Error al actualizar la orden de servicio',
  state: 'Error al actualizar estado',
  remove: 'Error al eliminar la orden de servicio',
  load: 'Error al obtener la orden de servicio',
};

export const raw = (ctx: DocumentContext) => ctx.record?.raw as ServiceOrderDetail | undefined;
export const inState =
  (...states: number[]) =>
  (ctx: DocumentContext) =>
    states.includes(raw(ctx)?.estado ?? -1);

/** A state change of the order (cordenservicio), asked first. */
export const stateAction = (
  key: string,
  label: string,
  estado: number,
  from: number[],
  confirm?: (order: ServiceOrderDetail) => string,
): DocumentAction => ({
  key,
  label,
  danger: estado === 0,
  visible: inState(...from),
  ...(confirm ? { confirm: (ctx: DocumentContext) => confirm(raw(ctx)!) } : {}),
  progress: 'Actualizando estado...',
  failText: ERRORS.state,
  call: (ctx) => call(endpoints.state, { body: { idordenservicio: Number(ctx.id), estado } }),
});

export function lineState(line: DocLine) {
  return <StateTag states={SERVICE_LINE_STATES.states} value={line.extra?.estado as number | undefined} />;
}
