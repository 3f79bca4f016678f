import { Card, Descriptions, Typography } from 'antd';
import { formatDateTime } from '@trade/formats';
import { CPE_STATES, NO_CPE, type SaleCpe } from '@trade/contracts/billing-cpe';
import { StateTag, type DocumentAction, type DocumentContext } from '@trade/ui';
import type { Envelope } from '@trade/session';

/** An electronic document's state as its tag (the contract's names and colours); none: 'Sin comprobante electrónico'. */
export function CpeTag({ estado, descripcion }: { estado: string | null | undefined; descripcion?: string | null }) {
  return <StateTag states={CPE_STATES.states} value={estado} empty={NO_CPE} title={descripcion} />;
}

/** A document's electronic copy with SUNAT's answer (a sale's, a note's view). */
export function CpeCard({ cpe }: { cpe: SaleCpe }) {
  return (
    <Card size="small" title="Comprobante electrónico" role="region" aria-label="Comprobante electrónico">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'estado',
            label: 'Estado',
            children: (
              <span aria-label="Estado SUNAT">
                <CpeTag estado={cpe.estado} />
              </span>
            ),
          },
          { key: 'archivo', label: 'Archivo', children: cpe.nombre },
          ...(cpe.codigo_respuesta !== null || cpe.descripcion_respuesta
            ? [
                {
                  key: 'sunat',
                  label: 'Respuesta de SUNAT',
                  children: `${cpe.codigo_respuesta ?? ''} ${cpe.descripcion_respuesta ?? ''}`.trim(),
                },
              ]
            : []),
          ...(cpe.observaciones.length
            ? [{ key: 'obs', label: 'Observaciones', children: cpe.observaciones.join(' · ') }]
            : []),
          ...(cpe.ultimo_error
            ? [
                {
                  key: 'error',
                  label: 'Último error',
                  children: <Typography.Text type="danger">{cpe.ultimo_error}</Typography.Text>,
                },
              ]
            : []),
          ...(cpe.hash
            ? [{ key: 'hash', label: 'Hash', children: <Typography.Text code>{cpe.hash}</Typography.Text> }]
            : []),
          { key: 'intentos', label: 'Intentos de envío', children: cpe.intentos },
          { key: 'act', label: 'Actualizado', children: formatDateTime(cpe.actualizado) },
        ]}
      />
    </Card>
  );
}

/** The text of a CPE state in a list's export and search. */
export const cpeLabel = (estado: string | null | undefined) => (estado ? CPE_STATES.label(estado) : NO_CPE.label);

/** A saved document's electronic part as the actions read it (a sale's or a note's `cpe`). */
interface IssuedCpe {
  cpe: { estado: string; resumen?: unknown } | null;
}

/**
 * The steps of a document's electronic copy a user may run again by hand (sales and notes): sign,
 * send to SUNAT (not one sent in a daily summary), ask its state. `issued(ctx)` is the saved
 * document while it stands (not annulled or reverted); `run(step, id)` calls the step's endpoint.
 */
export function cpeStepActions(options: {
  issued: (ctx: DocumentContext) => IssuedCpe | null;
  noun: 'comprobante' | 'nota';
  sendFrom: readonly string[];
  run: (step: 'sign' | 'send', id: number) => Promise<Envelope<unknown>>;
  refresh: (id: number) => Promise<Envelope<unknown>>;
  loading: string;
}): DocumentAction[] {
  const inState = (ctx: DocumentContext, states: readonly string[]) => {
    const cpe = options.issued(ctx)?.cpe;
    return !!cpe && states.includes(cpe.estado);
  };
  return [
    {
      key: 'firmar',
      label: 'Firmar',
      visible: (ctx) => inState(ctx, ['generado']),
      progress: `Firmando ${options.noun}...`,
      call: (ctx) => options.run('sign', Number(ctx.id)),
    },
    {
      key: 'enviar',
      label: 'Enviar a SUNAT',
      visible: (ctx) => inState(ctx, options.sendFrom) && !options.issued(ctx)?.cpe?.resumen,
      progress: 'Enviando a SUNAT...',
      call: (ctx) => options.run('send', Number(ctx.id)),
    },
    {
      key: 'consultar',
      label: 'Actualizar estado',
      visible: (ctx) => inState(ctx, ['en_cola', 'enviando', 'enviado', 'firmado']),
      progress: options.loading,
      call: (ctx) => options.refresh(Number(ctx.id)),
    },
  ];
}
