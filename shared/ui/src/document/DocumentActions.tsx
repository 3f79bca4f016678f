import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { MailOutlined, PrinterOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { openPrintable, PRINT_ERROR } from '@trade/session';
import { useSaveFlow } from '../useSaveFlow.js';
import type { DocumentAction, DocumentContext } from './types.js';

export const EMAIL_TITLE = 'Enviar por correo';
export const ACTION_ERROR = 'No se pudo completar la acción';

const visibleIn = (action: DocumentAction, ctx: DocumentContext) =>
  (action.on ?? ['view']).includes(ctx.mode) && (action.visible?.(ctx) ?? true);

/**
 * The state actions of a document as buttons: each asks its confirmation, shows its progress
 * toast replaced by the server's mensaje (a no_stock refusal as the list), then reloads, goes to
 * the list or does what the spec says. Print opens the PDF through openPrintable; e-mail asks for
 * the address first.
 */
export function DocumentActions({
  actions,
  ctx,
  disabled,
}: {
  actions: DocumentAction[];
  ctx: DocumentContext;
  disabled?: boolean;
}) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const flow = useSaveFlow();
  const [running, setRunning] = useState<string | null>(null);
  const [emailFor, setEmailFor] = useState<DocumentAction | null>(null);
  const [emailForm] = Form.useForm<{ email: string }>();

  const call = async (action: DocumentAction, email?: string) => {
    if (!action.call) return;
    setRunning(action.key);
    try {
      const answer = await flow.run({
        key: `doc-${action.key}`,
        progress: action.progress ?? 'Procesando...',
        failText: action.failText ?? ACTION_ERROR,
        call: () => action.call!(ctx, email),
      });
      if (answer?.status !== 200) return;
      const then = action.then ?? 'reload';
      if (then === 'reload') await ctx.reload();
      else if (then === 'list') ctx.toList();
      else then(answer, ctx);
    } finally {
      setRunning(null);
    }
  };

  const perform = async (action: DocumentAction) => {
    const kind = action.kind ?? 'call';
    if (kind === 'print') {
      try {
        // The action's input is built at run time (the document's id): the server checks it.
        await openPrintable(action.endpoint!, (action.input?.(ctx) ?? { params: { id: ctx.id } }) as never);
      } catch (error) {
        ctx.notify.error(error instanceof Error && error.message ? error.message : PRINT_ERROR);
      }
    } else if (kind === 'email' || action.reason) {
      emailForm.resetFields();
      setEmailFor(action);
    } else if (kind === 'convert' || kind === 'link') navigate(action.to!(ctx));
    else await call(action);
  };

  const start = (action: DocumentAction) => {
    const question = typeof action.confirm === 'function' ? action.confirm(ctx) : action.confirm;
    if (!question) return void perform(action);
    modal.confirm({
      title: question,
      okText: 'Sí',
      cancelText: 'No',
      okButtonProps: { danger: action.danger },
      onOk: () => void perform(action),
    });
  };

  const shown = actions.filter((a) => visibleIn(a, ctx));
  if (!shown.length) return null;
  return (
    <>
      <Space wrap>
        {shown.map((action) => (
          <Button
            key={action.key}
            danger={action.danger}
            icon={
              action.icon ??
              (action.kind === 'print' ? <PrinterOutlined /> : action.kind === 'email' ? <MailOutlined /> : undefined)
            }
            loading={running === action.key}
            disabled={disabled || (running !== null && running !== action.key)}
            onClick={() => start(action)}
          >
            {action.label}
          </Button>
        ))}
      </Space>
      <Modal
        open={!!emailFor}
        title={emailFor?.reason ? emailFor.label : EMAIL_TITLE}
        okText={emailFor?.reason ? 'Aceptar' : 'Enviar'}
        cancelText="Cancelar"
        onCancel={() => setEmailFor(null)}
        onOk={async () => {
          const { email } = await emailForm.validateFields();
          const action = emailFor!;
          setEmailFor(null);
          await call(action, (email ?? '').trim());
        }}
        destroyOnHidden
      >
        <Form form={emailForm} layout="vertical" initialValues={{ email: emailFor?.initial?.(ctx) ?? undefined }}>
          {emailFor?.reason ? (
            // The same dialog asks an action's reason (an annulment's motivo) instead of an address.
            <Form.Item
              name="email"
              label={emailFor.reason.label}
              rules={
                emailFor.reason.required
                  ? [
                      {
                        required: true,
                        whitespace: true,
                        message: `Ingrese ${emailFor.reason.label.toLocaleLowerCase('es')}`,
                      },
                    ]
                  : []
              }
            >
              <Input.TextArea autoFocus maxLength={emailFor.reason.max ?? 250} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          ) : (
            <Form.Item
              name="email"
              label="Correo del destinatario"
              rules={[
                { required: true, message: 'Ingrese el correo' },
                { type: 'email', message: 'Ingrese un correo válido' },
              ]}
            >
              <Input type="email" autoFocus />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
