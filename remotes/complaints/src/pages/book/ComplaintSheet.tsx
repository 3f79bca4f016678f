import { Descriptions, Tag } from 'antd';
import { COMPLAINT_STATES, type ComplaintRow } from '@trade/contracts/complaints';
import { formatDate } from '@trade/formats';
import { Deadline } from './Deadline';

const day = (value: string | null, withTime = false) => (value ? formatDate(value, { locale: 'es', withTime }) : '—');

/** The whole sheet of one complaint, as filed and answered. */
export function ComplaintSheet({ row }: { row: ComplaintRow }) {
  const state = COMPLAINT_STATES.find(row.estado);
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Número">{row.numero}</Descriptions.Item>
      <Descriptions.Item label="Establecimiento">{row.establecimiento}</Descriptions.Item>
      <Descriptions.Item label="Fecha">{day(row.fecha, true)}</Descriptions.Item>
      <Descriptions.Item label="Responder hasta">
        {day(row.fecha_limite)} <Deadline row={row} />
      </Descriptions.Item>
      <Descriptions.Item label="Consumidor">{row.nombres}</Descriptions.Item>
      <Descriptions.Item label="Documento">{`${row.tipodocumento} ${row.numero_documento}`}</Descriptions.Item>
      <Descriptions.Item label="Domicilio">{row.direccion}</Descriptions.Item>
      <Descriptions.Item label="Teléfono">{row.telefono}</Descriptions.Item>
      <Descriptions.Item label="Correo">{row.email ?? '—'}</Descriptions.Item>
      {row.apoderado && <Descriptions.Item label="Padre, madre o apoderado">{row.apoderado}</Descriptions.Item>}
      <Descriptions.Item label="Bien contratado">
        {`${row.tipo_bien === 'producto' ? 'Producto' : 'Servicio'}: ${row.descripcion_bien}`}
      </Descriptions.Item>
      <Descriptions.Item label="Monto reclamado">{row.monto ? `S/ ${row.monto}` : '—'}</Descriptions.Item>
      {row.comprobante && (
        <Descriptions.Item label="Comprobante">{`${row.comprobante}${row.cliente ? ` · ${row.cliente}` : ''}`}</Descriptions.Item>
      )}
      <Descriptions.Item label="Tipo">{row.tipo === 'reclamo' ? 'Reclamo' : 'Queja'}</Descriptions.Item>
      <Descriptions.Item label="Detalle">{row.detalle}</Descriptions.Item>
      <Descriptions.Item label="Pedido">{row.pedido}</Descriptions.Item>
      <Descriptions.Item label="Estado">
        <Tag color={state?.color}>{state?.label}</Tag>
      </Descriptions.Item>
      {row.respuesta && (
        <Descriptions.Item label="Respuesta">
          {`${row.respuesta} (${day(row.fecha_respuesta, true)}, ${row.usuario_respuesta ?? ''})`}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
