import { Button, List, Space, Tag } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { call, downloadFile, openPrintable } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { CPE_STATES } from '@trade/contracts/billing-cpe';
import { exits, type CarrierGuideRow, type ExitRow } from '@trade/contracts/transport';
import { StateTag, type ResourceContext } from '@trade/ui';

/** Issues the exit's carrier's guides (one per shipper and consignee of its parcels without one). */
export async function issueCarrierGuides(row: ExitRow, ctx: ResourceContext<ExitRow>): Promise<void> {
  try {
    const answer = await call(exits.endpoints.carrierGuides, { body: { idsalidavehiculos: row.idsalidavehiculos } });
    if (answer.status !== 200) ctx.notify.error(answer.mensaje);
    else ctx.notify.success(answer.mensaje);
  } catch {
    ctx.notify.error('Error al emitir la guía transportista');
  }
  await ctx.reload();
}

/** The exit's guides on its row: number and SUNAT state. */
export function CarrierGuideTags({ row }: { row: ExitRow }) {
  if (!row.guias_transportista.length) return <Tag>Sin guía</Tag>;
  return (
    <Space size={4} wrap>
      {row.guias_transportista.map((g) => (
        <Space key={g.idguiatransportista} size={2}>
          <span style={{ whiteSpace: 'nowrap' }}>{g.numero}</span>
          <StateTag states={CPE_STATES.states} value={g.estado_sunat} />
        </Space>
      ))}
    </Space>
  );
}

const params = (g: CarrierGuideRow) => ({ params: { id: g.idguiatransportista } });

/** Each guide of the exit with its print, its signed XML and SUNAT's CDR. */
export function CarrierGuides({ row }: { row: ExitRow }) {
  const notify = useNotify();
  const download = (g: CarrierGuideRow, kind: 'xml' | 'cdr') =>
    downloadFile(
      kind === 'xml' ? exits.endpoints.carrierGuideXml : exits.endpoints.carrierGuideCdr,
      params(g),
      kind === 'xml' ? `${g.numero}.xml` : `R-${g.numero}.zip`,
    ).catch((error: Error) => notify.error(error.message));
  return (
    <List
      dataSource={row.guias_transportista}
      renderItem={(g) => (
        <List.Item
          actions={[
            <Button
              key="pdf"
              icon={<PrinterOutlined />}
              onClick={() => openPrintable(exits.endpoints.carrierGuidePrint, params(g))}
            >
              PDF
            </Button>,
            <Button key="xml" icon={<DownloadOutlined />} onClick={() => download(g, 'xml')}>
              XML
            </Button>,
            <Button
              key="cdr"
              icon={<DownloadOutlined />}
              disabled={!['aceptado', 'observado', 'rechazado'].includes(g.estado_sunat)}
              onClick={() => download(g, 'cdr')}
            >
              CDR
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <Space>
                {g.numero}
                <StateTag states={CPE_STATES.states} value={g.estado_sunat} />
              </Space>
            }
            description={`${g.remitente} → ${g.destinatario}`}
          />
        </List.Item>
      )}
    />
  );
}
