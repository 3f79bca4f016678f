import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Form, Row, Space, Spin } from 'antd';
import { useNotify } from '@trade/session/notify';
import { runCall } from './calls.js';
import { FieldItem } from './fields.js';
import type { AnyRow, CallSpec, FieldContext, FieldSpec } from './types.js';
import { useSaveFlow } from './useSaveFlow.js';
import { useUnsavedChanges, useUserTouch } from './unsaved.js';
import { LIST_ERROR } from './useResourceList.js';
import { SAVE_ERROR } from './ResourceForm.js';

export interface RecordFormProps<R extends AnyRow> {
  /** Card title. */
  title?: ReactNode;
  fields: FieldSpec<R>[];
  /** Loads the record, a GET endpoint or a function (detalles null: nothing saved yet, the form starts empty). */
  load: CallSpec<[], R | null>;
  /** Saves it: a POST endpoint (the body posted) or a function. */
  save: CallSpec<[body: unknown], R>;
  toValues?: (record: R) => AnyRow;
  toBody?: (values: AnyRow, record: R | null) => unknown;
  columns?: 1 | 2;
  messages?: { saving?: string; saveError?: string; loadError?: string };
  /** Content below the fields (read-only facts of the record...). */
  extra?: (record: R | null) => ReactNode;
  /** After a successful save (the answer's detalles is the saved record). */
  onSaved?: (record: R | null) => void;
  /** Changes reload the record (e.g. after a certificate upload elsewhere). */
  reloadKey?: unknown;
}

/**
 * A single record edited in place (the company, the SUNAT settings): loads it, shows the fields
 * with the kit's validation and saves with the same flow as every form (progress toast replaced
 * by the server's mensaje, mensaje kept above the fields on failure).
 */
export function RecordForm<R extends AnyRow>({
  title,
  fields,
  load,
  save,
  toValues,
  toBody,
  columns = 1,
  messages = {},
  extra,
  onSaved,
  reloadKey,
}: RecordFormProps<R>) {
  const [form] = Form.useForm();
  const values = (Form.useWatch([], form) as AnyRow | undefined) ?? {};
  const notify = useNotify();
  const flow = useSaveFlow();
  const unsaved = useUnsavedChanges();
  const { touched, handlers: touch } = useUserTouch();
  const [record, setRecord] = useState<R | null>(null);
  const [loading, setLoading] = useState(true);
  const [serverError, setServerError] = useState<string | null>(null);

  const apply = useCallback(
    (r: R | null) => {
      setRecord(r);
      form.resetFields();
      if (r) form.setFieldsValue(toValues ? toValues(r) : r);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    runCall(load, {})
      .then((answer) => {
        if (!live) return;
        if (answer.status === 200) apply((answer.detalles as R | null | undefined) ?? null);
        else setServerError(answer.mensaje);
      })
      .catch(() => live && notify.error(messages.loadError ?? LIST_ERROR))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadKey]);

  async function submit(formValues: AnyRow) {
    const body = toBody ? toBody(formValues, record) : formValues;
    const failText = messages.saveError ?? SAVE_ERROR;
    setServerError(null);
    const answer = await flow.run({
      key: 'registro-guardar',
      progress: messages.saving ?? 'Guardando...',
      failText,
      call: () => runCall(save, { body: () => body }, body),
    });
    if (answer?.status === 200) {
      unsaved.saved();
      apply((answer.detalles as R | undefined) ?? null);
      onSaved?.((answer.detalles as R | undefined) ?? null);
    } else setServerError(answer?.mensaje ?? failText);
  }

  const ctx: FieldContext<R> = {
    mode: record ? 'update' : 'create',
    row: record,
    form,
    values,
    rows: record ? [record] : [],
  };
  const shown = fields.filter((f) => !f.visible || f.visible(ctx));
  return (
    <Card title={title}>
      <Spin spinning={loading}>
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          onFinish={submit}
          // Typing before the record arrives would be overwritten by it: the fields wait for it.
          disabled={loading || flow.loading}
          onValuesChange={() => touched.current && unsaved.changed()}
          {...touch}
        >
          {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" />}
          <Row gutter={16}>
            {shown.map((field) => (
              <Col key={field.name} xs={24} md={columns === 2 && !field.wide ? 12 : 24}>
                <FieldItem field={field} ctx={ctx} />
              </Col>
            ))}
          </Row>
          {extra?.(record)}
          <Space>
            <Button type="primary" htmlType="submit" loading={flow.loading}>
              Guardar
            </Button>
          </Space>
        </Form>
      </Spin>
    </Card>
  );
}
