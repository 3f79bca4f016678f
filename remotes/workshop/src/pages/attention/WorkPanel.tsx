import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Input, List, Popconfirm, Spin, Typography } from 'antd';
import {
  PHOTO_MAX_BYTES,
  SERVICE_ORDER_STATES,
  WORK_ACTIONS,
  intakeInventory,
  serviceOrderWork,
  serviceOrders,
  type ServiceOrderDetail,
  type TechnicianOrderRow,
} from '@trade/contracts/workshop';
import { call } from '@trade/session';
import { FileInput, StateTag, type ResourceContext } from '@trade/ui';
import { formatDate } from '@trade/formats';

const when = (date: string) => formatDate(date, { locale: 'es', withTime: true });
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/**
 * One order in the bay: what to do (fault, diagnosis, labour and parts), the time worked, and the
 * three big buttons a technician taps with his gloves on: start (or resume), pause, finish, each
 * with an optional note.
 */
export function WorkPanel({ row, ctx }: { row: TechnicianOrderRow; ctx: ResourceContext<TechnicianOrderRow> }) {
  const [order, setOrder] = useState<ServiceOrderDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nota, setNota] = useState('');
  const [busy, setBusy] = useState(false);
  // A photo to go with the pause or finish note: sent first, on the open stretch the note closes.
  const [photo, setPhoto] = useState<File | null>(null);

  const load = useCallback(async () => {
    const answer = await call(serviceOrders.endpoints.get, { params: { id: row.idordenservicio } }).catch(() => null);
    if (answer?.status === 200 && answer.detalles) setOrder(answer.detalles);
    else setError(answer?.mensaje ?? 'Error al obtener la orden de servicio');
  }, [row.idordenservicio]);
  useEffect(() => {
    void load();
  }, [load]);

  async function act(accion: number) {
    setBusy(true);
    const sent = nota;
    try {
      const stretch = order?.tiempos.find((t) => t.fin === null);
      if (photo && stretch && accion !== WORK_ACTIONS.start) {
        const body = new FormData();
        body.append('idordenservicio', String(row.idordenservicio));
        body.append('idtiempo', String(stretch.idtiempo));
        body.append('foto', photo, photo.name);
        const sentPhoto = await call(intakeInventory.endpoints.savePhoto, { body });
        if (sentPhoto.status !== 200) return ctx.notify.error(sentPhoto.mensaje);
        setPhoto(null);
      }
      const answer = await call(serviceOrderWork.endpoints.work, {
        body: { idordenservicio: row.idordenservicio, accion, nota: sent.trim() || null },
      });
      if (answer.status === 200 && answer.detalles) {
        setOrder(answer.detalles);
        // A note typed while the call was on its way is the next one's: only the one sent is cleared.
        setNota((current) => (current === sent ? '' : current));
        ctx.notify.success(answer.mensaje);
        // The list behind the drawer refreshes on its own; the buttons are free again at once.
        void ctx.reload();
      } else ctx.notify.error(answer.mensaje);
    } catch {
      ctx.notify.error('Error al registrar el tiempo de la orden');
    } finally {
      setBusy(false);
    }
  }

  if (error) return <Alert type="error" title={error} showIcon />;
  if (!order) return <Spin />;
  const open = order.estado === 1 || order.estado === 2;
  const working = order.tiempos.some((t) => t.fin === null);
  const worked = order.tiempos.reduce((sum, t) => sum + t.minutos, 0);
  const live = order.items.filter((l) => l.estado !== 0);
  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Vehículo">{`${order.placa} · ${order.vehiculo}`}</Descriptions.Item>
        <Descriptions.Item label="Estado">
          <StateTag states={SERVICE_ORDER_STATES.states} value={order.estado} />
        </Descriptions.Item>
        <Descriptions.Item label="Falla reportada">{order.falla}</Descriptions.Item>
        {order.diagnostico && <Descriptions.Item label="Diagnóstico">{order.diagnostico}</Descriptions.Item>}
        {order.fecha_entrega && (
          <Descriptions.Item label="Entrega estimada">
            {formatDate(order.fecha_entrega, { locale: 'es' })}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Tiempo trabajado">{hours(worked)}</Descriptions.Item>
      </Descriptions>
      <List
        size="small"
        header={<Typography.Text strong>Trabajos y repuestos</Typography.Text>}
        dataSource={live}
        locale={{ emptyText: 'Sin líneas' }}
        renderItem={(l) => (
          <List.Item>
            <span>{`${l.servicio ? 'Mano de obra' : 'Repuesto'}: ${l.denominacion}`}</span>
            <span>{`${Number(l.cantidad)} ${l.unidad}`}</span>
          </List.Item>
        )}
      />
      {open && (
        <>
          <Input.TextArea
            aria-label="Nota"
            placeholder="Nota (opcional): qué se hizo, qué falta"
            value={nota}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            onChange={(e) => setNota(e.target.value)}
          />
          {working && (
            <FileInput
              label="Foto con la nota"
              buttonText={photo ? 'Cambiar foto' : 'Foto con la nota'}
              accept="image/*"
              capture="environment"
              maxBytes={PHOTO_MAX_BYTES}
              onReject={(why) =>
                ctx.notify.error(
                  `Error al guardar foto en el inventario: ${why === 'tipo' ? 'seleccione una imagen' : why}`,
                )
              }
              onSelect={setPhoto}
            />
          )}
          <Flex gap={8} wrap>
            {!working && (
              <Button type="primary" size="large" block loading={busy} onClick={() => act(WORK_ACTIONS.start)}>
                {order.tiempos.length ? 'Reanudar' : 'Iniciar'}
              </Button>
            )}
            {working && (
              <Button size="large" block loading={busy} onClick={() => act(WORK_ACTIONS.pause)}>
                Pausar
              </Button>
            )}
            {order.estado === 2 && (
              <Popconfirm
                title="¿Terminar la orden de servicio?"
                okText="Terminar"
                cancelText="Cancelar"
                onConfirm={() => act(WORK_ACTIONS.finish)}
              >
                <Button size="large" block danger loading={busy}>
                  Terminar
                </Button>
              </Popconfirm>
            )}
          </Flex>
        </>
      )}
      <List
        size="small"
        header={<Typography.Text strong>Tiempos</Typography.Text>}
        dataSource={order.tiempos}
        locale={{ emptyText: 'Aún no se inició' }}
        renderItem={(t) => (
          <List.Item>
            <Flex vertical>
              <span>{`${when(t.inicio)} → ${t.fin ? when(t.fin) : 'en curso'} (${hours(t.minutos)})`}</span>
              {t.nota && <Typography.Text type="secondary">{t.nota}</Typography.Text>}
              {t.fotos.length > 0 && (
                <Typography.Text type="secondary">{`${t.fotos.length} foto${t.fotos.length > 1 ? 's' : ''} con la nota`}</Typography.Text>
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
