import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, type InputRef } from 'antd';
import { APPROVAL_NEEDED, sales, type SupervisorApproval } from '@trade/contracts/billing-cpe';
import { call } from '@trade/session';

/*
 * A supervisor's approval on the spot (price control, docs/sales.md): when the API refuses a sale
 * for want of one (info APPROVAL_NEEDED), a small dialog asks a supervisor's username and password
 * (keyboard-first: username, Tab, password, Enter) and the sale is sent again WITH them: the API
 * checks them and saves in that same request. A wrong password asks again; Cancelar gives up.
 */

interface Question {
  reasons: string;
  error: string | null;
  answer: (approval: SupervisorApproval | null) => void;
}
let ask: ((reasons: string, error: string | null) => Promise<SupervisorApproval | null>) | null = null;

/** Saves a sale (rfacturacion), asking a supervisor's approval while the API wants one. */
export async function createSale(body: Record<string, unknown>) {
  let answer = await call(sales.endpoints.create, { body: body as never });
  let reasons = answer.mensaje;
  while (answer.status !== 200 && answer.info === APPROVAL_NEEDED && ask) {
    const approval = await ask(reasons, reasons === answer.mensaje ? null : answer.mensaje);
    if (!approval) break;
    answer = await call(sales.endpoints.create, { body: { ...body, aprobacion: approval } as never });
    // A new list of exceptions (the lines changed meanwhile) replaces the old one; a refused password does not.
    if (answer.mensaje.startsWith('La venta necesita')) reasons = answer.mensaje;
  }
  return answer;
}

/** The dialog, mounted once by each screen that saves sales (the sale editor, the counter). */
export function SupervisorDialog({ afterClose }: { afterClose?: () => void }) {
  const [question, setQuestion] = useState<Question | null>(null);
  const [form] = Form.useForm<SupervisorApproval>();
  const first = useRef<InputRef>(null);
  useEffect(() => {
    ask = (reasons, error) =>
      new Promise((answer) => {
        form.setFieldValue('clave', '');
        setQuestion({ reasons, error, answer });
      });
    return () => {
      ask = null;
    };
  }, [form]);
  const close = (approval: SupervisorApproval | null) => {
    question?.answer(approval);
    setQuestion(null);
  };
  const [intro, ...rest] = (question?.reasons ?? '').split(': ');
  return (
    <Modal
      open={!!question}
      title="Aprobación de un supervisor"
      width={420}
      footer={null}
      destroyOnHidden={false}
      onCancel={() => close(null)}
      afterOpenChange={(open) => (open ? first.current?.focus() : afterClose?.())}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert
          type="warning"
          showIcon
          title={rest.length ? `${intro}:` : intro}
          description={
            rest.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {rest
                  .join(': ')
                  .split('; ')
                  .map((r) => (
                    <li key={r}>{r}</li>
                  ))}
              </ul>
            ) : undefined
          }
        />
        {question?.error && <Alert type="error" showIcon title={question.error} />}
        <Form form={form} layout="vertical" onFinish={(values) => close(values)} requiredMark={false}>
          <Form.Item
            name="usuario"
            label="Usuario del supervisor"
            rules={[{ required: true, message: 'Escriba el usuario' }]}
          >
            <Input ref={first} size="large" autoComplete="off" />
          </Form.Item>
          <Form.Item name="clave" label="Contraseña" rules={[{ required: true, message: 'Escriba la contraseña' }]}>
            <Input.Password size="large" autoComplete="off" />
          </Form.Item>
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button size="large" onClick={() => close(null)}>
              Cancelar
            </Button>
            <Button size="large" type="primary" htmlType="submit">
              Aprobar y guardar
            </Button>
          </Space>
        </Form>
      </Space>
    </Modal>
  );
}
