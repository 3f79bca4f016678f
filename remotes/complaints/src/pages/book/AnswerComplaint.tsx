import { useState } from 'react';
import { Form, Input, Modal, Radio, Typography } from 'antd';
import { COMPLAINT_ACCEPT, COMPLAINT_REJECT, complaints, type ComplaintRow } from '@trade/contracts/complaints';
import { call } from '@trade/session';
import { DURATIONS } from '@trade/session/notify';
import { useSaveFlow } from '@trade/ui';

interface Props {
  row: ComplaintRow | null;
  onClose: () => void;
  onAnswered: () => void;
}

/**
 * The provider's answer: accept (estado 0) or reject (2) with the observations and actions taken.
 * The progress and error texts follow the same mapping ('Aceptando…' for 0, docs/complaints.md).
 */
export function AnswerComplaint({ row, onClose, onAnswered }: Props) {
  const [form] = Form.useForm<{ estado: number; respuesta: string }>();
  const flow = useSaveFlow();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: { estado: number; respuesta: string }) {
    if (!row) return;
    const accepting = values.estado === COMPLAINT_ACCEPT;
    setRefusal(null);
    const answer = await flow.run({
      key: 'reclamacion-responder',
      progress: accepting ? 'Aceptando reclamación...' : 'Rechazando reclamación...',
      failText: `Error inesperado. No se pudo ${accepting ? 'aceptar' : 'rechazar'} la reclamación`,
      successSeconds: DURATIONS.complaints,
      call: () => call(complaints.endpoints.answer, { body: { idreclamacion: row.idreclamacion, ...values } }),
    });
    if (answer?.status === 200) {
      form.resetFields();
      onAnswered();
    } else if (answer) setRefusal(answer.mensaje);
  }

  return (
    <Modal
      open={row !== null}
      title={row ? `Responder la reclamación N° ${row.numero}` : ''}
      okText="Responder"
      cancelText="Cancelar"
      confirmLoading={flow.loading}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        setRefusal(null);
        onClose();
      }}
      destroyOnHidden
    >
      {row && (
        <Typography.Paragraph type="secondary">
          {`${row.nombres} · ${row.tipo === 'reclamo' ? 'Reclamo' : 'Queja'}: ${row.pedido}`}
        </Typography.Paragraph>
      )}
      {refusal && <Typography.Paragraph type="danger">{refusal}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ estado: COMPLAINT_ACCEPT }}>
        <Form.Item name="estado" label="Decisión" rules={[{ required: true, message: 'Elija aceptar o rechazar' }]}>
          <Radio.Group
            options={[
              { value: COMPLAINT_ACCEPT, label: 'Aceptar' },
              { value: COMPLAINT_REJECT, label: 'Rechazar' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="respuesta"
          label="Observaciones y acciones adoptadas por el proveedor"
          rules={[
            { required: true, whitespace: true, message: 'Escriba la respuesta al consumidor' },
            { max: 3000, message: 'La respuesta tiene a lo más 3000 caracteres' },
          ]}
        >
          <Input.TextArea rows={5} maxLength={3000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
