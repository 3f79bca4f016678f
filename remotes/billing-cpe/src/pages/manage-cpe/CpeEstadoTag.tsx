import { Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { CpeDocumentRow } from '@trade/contracts/billing-cpe';
import { formatDate } from '@trade/formats';

/** The sending deadline of a document not accepted yet: 'Por vencer' (orange) or 'Vencido' (red). */
export function PlazoTag({ row }: { row: Pick<CpeDocumentRow, 'plazo' | 'plazo_envio'> }) {
  if (!row.plazo || !row.plazo_envio) return null;
  const vencido = row.plazo === 'vencido';
  const text = vencido
    ? `El plazo de envío a SUNAT venció el ${formatDate(row.plazo_envio)}`
    : `Último día de envío a SUNAT: ${formatDate(row.plazo_envio)}`;
  return (
    <Tooltip title={text}>
      <Tag color={vencido ? 'red' : 'orange'} icon={<WarningOutlined />}>
        {vencido ? 'Vencido' : 'Por vencer'}
      </Tag>
    </Tooltip>
  );
}
