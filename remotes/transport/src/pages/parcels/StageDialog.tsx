import { useMemo, useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { exits, parcels, PARCEL_STATES, type ParcelRow } from '@trade/contracts/transport';
import { FileInput, useOptions, optionsFrom } from '@trade/ui';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The next stage of a parcel (aencomiendaestado): in transit on an exit of its route, arrived at the
 * destination, or delivered with the receiver's document, name and a photo or signature.
 */
export function StageDialog({ parcel, onClose }: { parcel: ParcelRow; onClose: (changed: boolean) => void }) {
  const next = parcel.estado + 1;
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const [photo, setPhoto] = useState<File | null>(null);
  const exitSource = useMemo(
    () =>
      optionsFrom(exits.endpoints.list, {
        query: { page: 1, pageSize: 100, estado: 1, idsucursal_destino: parcel.idsucursal_destino },
        value: 'idsalidavehiculos',
        label: (r) => `${r.placa} · ${r.fecha_salida.replace('T', ' ')} · ${r.conductor}`,
      }),
    [parcel.idsucursal_destino],
  );
  const exitOptions = useOptions(exitSource);

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const answer = await call(parcels.endpoints.stage, {
        body: {
          id_encomienda: parcel.id_encomienda,
          estado: next,
          idsalidavehiculos: values.idsalidavehiculos ?? null,
          receptor_documento: values.receptor_documento ?? null,
          receptor_nombre: values.receptor_nombre ?? null,
          receptor_firma: photo ? await readAsDataUrl(photo) : null,
        },
      });
      if (answer.status !== 200) setError(answer.mensaje);
      else {
        notify.success(answer.mensaje);
        onClose(true);
      }
    } catch {
      setError('Error al actualizar la encomienda');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`Encomienda ${parcel.numero_guia}: ${PARCEL_STATES.label(next)}`}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={save}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        {next === 1 && (
          <Form.Item name="idsalidavehiculos" label="Salida" rules={[{ required: true, message: 'Elija la salida' }]}>
            <Select
              options={exitOptions.options}
              loading={exitOptions.loading}
              placeholder="Salida en ruta a su destino"
            />
          </Form.Item>
        )}
        {next === 2 && <p>La encomienda llegó a {parcel.destino}.</p>}
        {next === 3 && (
          <>
            <Form.Item
              name="receptor_documento"
              label="Documento de quien recibe"
              normalize={(v: string) => v.replace(/[^0-9A-Za-z]/g, '').toUpperCase()}
              rules={[{ required: true, message: 'Indique el documento de quien recibe' }]}
            >
              <Input inputMode="numeric" maxLength={15} />
            </Form.Item>
            <Form.Item
              name="receptor_nombre"
              label="Nombre de quien recibe"
              rules={[{ required: true, message: 'Indique el nombre de quien recibe' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <FileInput
              label="Foto o firma"
              buttonText="Elegir foto o firma"
              accept="image/png,image/jpeg,image/webp"
              types={['image/png', 'image/jpeg', 'image/webp']}
              maxBytes={512 * 1024}
              onReject={setError}
              onSelect={setPhoto}
            />
            {photo && <p>{photo.name}</p>}
          </>
        )}
      </Form>
    </Modal>
  );
}
