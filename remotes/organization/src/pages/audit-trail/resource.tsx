import { FileSearchOutlined } from '@ant-design/icons';
import { Descriptions, Typography } from 'antd';
import { auditTrail, type AuditRow } from '@trade/contracts/organization';
import { defineResource, optionsFrom } from '@trade/ui';
import { USER_OPTIONS } from '../../options';

/** The request's data as the trail kept it, readable. */
const pretty = (detalle: string | null) => {
  if (!detalle) return '—';
  try {
    return JSON.stringify(JSON.parse(detalle), null, 2);
  } catch {
    return detalle;
  }
};

/**
 * The audit trail (read-only, most recent first): who annulled, reverted, deleted, voided or changed
 * access to what, when, from which address and why; by user, dates and entity, with the kit's export.
 */
export const auditResource = defineResource<AuditRow>({
  key: 'auditoria',
  title: 'Auditoría',
  noun: 'registro',
  idField: 'idauditoria',
  nameOf: (r) => `${r.accion} (${r.usuario})`,
  api: { list: auditTrail.endpoints.list },
  search: { placeholder: 'Buscar acción, usuario, motivo o datos' },
  columns: [
    { key: 'fecha', title: 'Fecha', type: 'datetime', sortable: true },
    { key: 'usuario', title: 'Usuario', sortable: true },
    { key: 'nombres', title: 'Nombres' },
    { key: 'ip', title: 'Dirección' },
    { key: 'accion', title: 'Acción', sortable: true, ellipsis: true },
    { key: 'entidad', title: 'Entidad', sortable: true },
    { key: 'idregistro', title: 'Registro', type: 'integer' },
    { key: 'motivo', title: 'Motivo', ellipsis: true },
  ],
  filters: [
    { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
    {
      name: 'idusuario',
      label: 'Usuario',
      numeric: true,
      width: 200,
      options: { ...USER_OPTIONS, label: 'usuario', cache: true },
    },
    {
      name: 'entidad',
      label: 'Entidad',
      width: 180,
      options: optionsFrom(auditTrail.endpoints.entities, { value: 'entidad', label: 'entidad' }),
    },
  ],
  detail: {
    label: 'Ver',
    icon: <FileSearchOutlined />,
    title: (r) => `${r.accion} · ${r.entidad}${r.idregistro ? ` ${r.idregistro}` : ''}`,
    width: 560,
    render: (r) => (
      <>
        <Descriptions
          size="small"
          bordered
          column={1}
          items={[
            { key: 'llamada', label: 'Llamada', children: r.llamada },
            { key: 'usuario', label: 'Usuario', children: `${r.nombres} (${r.usuario})` },
            { key: 'ip', label: 'Dirección', children: r.ip },
            { key: 'motivo', label: 'Motivo', children: r.motivo ?? '—' },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          Datos enviados
        </Typography.Title>
        <Typography.Paragraph>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{pretty(r.detalle)}</pre>
        </Typography.Paragraph>
      </>
    ),
  },
});
