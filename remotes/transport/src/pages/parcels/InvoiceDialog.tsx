import { useEffect, useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { call, openPrintable, useUser } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { userSeries, type IssuableSeriesRow } from '@trade/contracts/organization';
import { parcels, type ParcelRow } from '@trade/contracts/transport';
import { useOptions } from '@trade/ui';
import { PAYMENT_FORMS } from '../../options';

/** Voucher type ids of the seed: 1 factura, 2 boleta. */
const VOUCHERS = [
  { value: 1, label: 'Factura' },
  { value: 2, label: 'Boleta' },
];

/**
 * rfacturacionencomienda: the freight sold as a factura or boleta with one of the user's series
 * (the branch where it is paid), then its ticket with the guide's data opens in a new tab.
 */
export function InvoiceDialog({ parcel, onClose }: { parcel: ParcelRow; onClose: (changed: boolean) => void }) {
  const user = useUser();
  const notify = useNotify();
  const [form] = Form.useForm();
  const voucher = Form.useWatch('voucher', form) as number | undefined;
  const [series, setSeries] = useState<IssuableSeriesRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const paymentForms = useOptions(PAYMENT_FORMS);

  useEffect(() => {
    if (!user || !voucher) return;
    form.setFieldValue('idserie', undefined);
    call(userSeries.endpoints.ofUser, { params: { idUser: user.idusuario, idVoucher: voucher } }).then((answer) => {
      const rows = answer.status === 200 ? (answer.detalles ?? []) : [];
      setSeries(rows);
      if (rows.length === 1) form.setFieldValue('idserie', rows[0]!.idserie);
    });
  }, [user, voucher, form]);

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const answer = await call(parcels.endpoints.invoice, {
        body: { id_encomienda: parcel.id_encomienda, idserie: values.idserie, idformapago: values.idformapago ?? null },
      });
      if (answer.status !== 200) setError(answer.mensaje);
      else {
        notify.success(answer.mensaje);
        await openPrintable(parcels.endpoints.printInvoice, { params: { id: parcel.id_encomienda } });
        onClose(true);
      }
    } catch {
      setError('Error al facturar la encomienda');
    } finally {
      setSaving(false);
    }
  }

  const payer = parcel.paga === 'consignado' ? parcel.consignado_nombre : parcel.remitente_nombre;
  return (
    <Modal
      open
      title={`Facturar encomienda ${parcel.numero_guia}`}
      okText="Facturar"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={save}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <p>
        Flete de S/ {parcel.precio} a cargo de {payer}.
      </p>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ voucher: parcel.remitente_documento.length === 11 ? 1 : 2 }}>
        <Form.Item name="voucher" label="Comprobante">
          <Select options={VOUCHERS} />
        </Form.Item>
        <Form.Item name="idserie" label="Serie" rules={[{ required: true, message: 'Elija la serie' }]}>
          <Select options={series.map((s) => ({ value: s.idserie, label: s.serie }))} placeholder="Sus series" />
        </Form.Item>
        <Form.Item name="idformapago" label="Forma de pago">
          <Select options={paymentForms.options} allowClear placeholder="Efectivo" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
