import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { FormInstance } from 'antd';
import { useDocumentLookup } from '@trade/ui';
import { getCompany } from './service';

/**
 * The branch form's lookup: the company's RUC asked to SUNAT fills the branch address and ubigeo
 * with the fiscal address (the domicilio fiscal is establishment 0000).
 */
export function BranchAddressLookup({ form }: { form: FormInstance }) {
  const { lookup, busy } = useDocumentLookup();
  const run = async () => {
    const company = await getCompany();
    const ruc = company.detalles?.ruc;
    if (!ruc) return;
    const result = await lookup('ruc', ruc);
    const d = result?.kind === 'ruc' ? result.answer.data : null;
    if (d)
      form.setFieldsValue({
        direccion: d.direccion ?? form.getFieldValue('direccion'),
        ubigeo: d.ubigeo ?? form.getFieldValue('ubigeo'),
      });
  };
  return (
    <Button icon={<SearchOutlined />} loading={busy} onClick={() => void run()}>
      Dirección fiscal según SUNAT
    </Button>
  );
}
