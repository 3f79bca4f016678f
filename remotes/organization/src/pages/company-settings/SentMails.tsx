import { Tag } from 'antd';
import { DownloadOutlined, RedoOutlined } from '@ant-design/icons';
import { mail } from '@trade/contracts/organization';
import { defineResource, ResourceScreen } from '@trade/ui';
import {
  MAIL_STATE_COLORS,
  MAIL_STATE_OPTIONS,
  ORIGIN_NAMES,
  downloadMail,
  resendMail,
  showMailOutcome,
  type Correo,
} from './mail';

const mailResource = defineResource<Correo>({
  key: 'correo',
  title: 'Correos',
  noun: 'correo',
  idField: 'idcorreo',
  nameOf: (r) => `${r.asunto} a ${r.para}`,
  api: { list: mail.endpoints.list },
  search: { placeholder: 'Buscar destinatario o asunto' },
  columns: [
    { key: 'fecha', title: 'Fecha', type: 'datetime', sortable: true },
    { key: 'para', title: 'Para', ellipsis: true, sortable: true },
    { key: 'asunto', title: 'Asunto', ellipsis: true, sortable: true },
    {
      key: 'origen',
      title: 'Documento',
      value: (r) => `${ORIGIN_NAMES[r.origen] ?? r.origen}${r.idorigen ? ` ${r.idorigen}` : ''}`,
    },
    {
      key: 'estado',
      title: 'Estado',
      sortable: true,
      value: (r) => r.estadoNombre,
      render: (r) => <Tag color={MAIL_STATE_COLORS[r.estado]}>{r.estadoNombre}</Tag>,
    },
    { key: 'detalle', title: 'Detalle', ellipsis: true, hidden: true },
    { key: 'adjuntos', title: 'Adjuntos', value: (r) => r.adjuntos.join(', '), ellipsis: true, hidden: true },
    { key: 'intentos', title: 'Intentos', type: 'integer' },
    { key: 'usuario', title: 'Usuario', hidden: true },
  ],
  filters: [
    { name: 'estado', label: 'Estado', options: MAIL_STATE_OPTIONS, width: 190 },
    { name: 'fecha', label: 'Fecha', type: 'dateRange' },
  ],
  rowActions: [
    {
      key: 'reenviar',
      label: 'Reenviar',
      icon: <RedoOutlined />,
      visible: (r) => r.estado !== 'enviado',
      onClick: async (row, ctx) => {
        ctx.notify.progress('correo-reenvio', 'Enviando correo...');
        try {
          showMailOutcome(ctx.notify, 'correo-reenvio', await resendMail(row.idcorreo));
        } catch {
          ctx.notify.fail('correo-reenvio', 'Error al reenviar el correo');
        }
        await ctx.reload();
      },
    },
    {
      key: 'descargar',
      label: 'Descargar .eml',
      icon: <DownloadOutlined />,
      onClick: (row, ctx) => void downloadMail(row).catch((error: Error) => ctx.notify.error(error.message)),
    },
  ],
  messages: { listError: 'Error al obtener los correos', empty: 'Aún no se ha enviado ningún correo' },
});

/** Every mail the product composed: sent, failed, or waiting in the outbox. */
export function SentMails({ reloadKey }: { reloadKey: number }) {
  return <ResourceScreen key={reloadKey} resource={mailResource} urlPrefix="correo_" />;
}
