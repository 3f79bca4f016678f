import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Col, Drawer, Form, Modal, Row, Space } from 'antd';
import { UNSAVED_CHANGES, type Envelope } from '@trade/session';
import { runCall } from './calls.js';
import { FieldItem } from './fields.js';
import { drawerSize, useIsPhone } from './responsive.js';
import type { AnyRow, FieldContext, FormMode, Resource } from './types.js';
import { useSaveFlow } from './useSaveFlow.js';
import { useUnsavedChanges, useUserTouch } from './unsaved.js';
import { newLabel, rowName } from './values.js';

export const SAVE_ERROR = 'Error al guardar el registro';

export interface ResourceFormProps<R extends AnyRow> {
  resource: Resource<R>;
  open: boolean;
  mode: FormMode;
  /** The row being edited (update). */
  row: R | null;
  /** Initial values of a new record (on top of the form's defaults). */
  initial?: AnyRow;
  /** Fixed parameters of the list (merged into the body). */
  params?: AnyRow;
  /** The list's rows (the fields' context: e.g. a value already used by another row). */
  rows?: R[];
  onClose: () => void;
  onSaved: (answer: Envelope) => void;
}

/** Values of a row for its form: the fields' values, passwords left empty. */
function rowValues<R extends AnyRow>(resource: Resource<R>, row: R): AnyRow {
  if (resource.form?.toValues) return resource.form.toValues(row);
  const values: AnyRow = {};
  for (const f of resource.form?.fields ?? [])
    if (f.type !== 'password' && row[f.name] !== undefined) values[f.name] = row[f.name];
  return values;
}

/**
 * The create/update form of a resource in a modal (or a drawer): validation on the fields, a
 * progress toast replaced by the server's mensaje, and on failure the form stays open with the
 * mensaje above the fields.
 */
export function ResourceForm<R extends AnyRow>(props: ResourceFormProps<R>) {
  // Each opening gets a fresh form (a reused one would merge the last opening's values into the new one).
  const session = useRef(0);
  const wasOpen = useRef(false);
  if (props.open && !wasOpen.current) session.current += 1;
  wasOpen.current = props.open;
  return <FormSession key={session.current} {...props} />;
}

function FormSession<R extends AnyRow>({
  resource,
  open,
  mode,
  row,
  initial,
  params = {},
  rows = [],
  onClose,
  onSaved,
}: ResourceFormProps<R>) {
  const [form] = Form.useForm();
  const values = (Form.useWatch([], form) as AnyRow | undefined) ?? {};
  const flow = useSaveFlow();
  const { modal } = App.useApp();
  const unsaved = useUnsavedChanges();
  const { touched, handlers: touch } = useUserTouch();
  const phone = useIsPhone();
  const [serverError, setServerError] = useState<string | null>(null);
  const spec = resource.form!;
  const formId = `${resource.key}-form`;
  // Once the modal or drawer has opened, the cursor waits in the first field (not on the close button).
  const focusFirstField = (opened: boolean) => {
    const formElement = document.getElementById(formId);
    // A user who already clicked into a field while the form slid in keeps typing there.
    if (!opened || !formElement || formElement.contains(document.activeElement)) return;
    formElement
      .querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea:not([disabled])')
      ?.focus();
  };
  const messages = resource.messages ?? {};

  const initialValues = useMemo(() => {
    if (!open) return {};
    if (mode === 'update' && row) return rowValues(resource, row);
    const defaults = typeof spec.defaults === 'function' ? spec.defaults(params) : (spec.defaults ?? {});
    return { ...defaults, ...initial };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, mode, row, initial]);

  const ctx: FieldContext<R> = { mode, row, form, values: { ...initialValues, ...values }, rows };
  const fields = spec.fields.filter((f) => (!f.only || f.only === mode) && (!f.visible || f.visible(ctx)));
  const columns = spec.columns ?? 1;

  const titleSpec = spec.title ?? {};
  const title =
    mode === 'create'
      ? (titleSpec.create ?? newLabel(resource))
      : typeof titleSpec.update === 'function'
        ? titleSpec.update(row!)
        : (titleSpec.update ?? `Editar ${resource.noun}${row ? ` «${rowName(resource, row)}»` : ''}`);

  async function submit(formValues: AnyRow) {
    const call = mode === 'create' ? resource.api.create : resource.api.update;
    if (!call) return;
    const body = spec.toBody
      ? spec.toBody(formValues, { mode, row, params })
      : mode === 'create'
        ? { ...params, ...formValues }
        : { ...params, ...formValues, [resource.idField]: row![resource.idField] };
    const failText =
      mode === 'create'
        ? (messages.saveError ?? SAVE_ERROR)
        : (messages.updateError ?? messages.saveError ?? SAVE_ERROR);
    setServerError(null);
    const answer = await flow.run({
      key: `${resource.key}-guardar`,
      progress: mode === 'create' ? (messages.saving ?? 'Guardando...') : (messages.updating ?? 'Actualizando...'),
      failText,
      successSeconds: messages.noticeSeconds,
      call: () => runCall(call, { body: () => body, id: row?.[resource.idField] }, body),
    });
    if (answer?.status === 200) {
      unsaved.saved();
      onSaved(answer);
    } else setServerError(answer?.mensaje ?? failText);
  }

  const discard = () => {
    unsaved.saved();
    setServerError(null);
    onClose();
  };
  // Closing a form with changes the user typed asks first, as leaving the screen does.
  const close = () => (unsaved.dirty ? modal.confirm({ ...UNSAVED_CHANGES, onOk: discard }) : discard());

  const body = (
    <Form
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues}
      onFinish={submit}
      preserve={false}
      disabled={flow.loading}
      name={formId}
      onValuesChange={() => touched.current && unsaved.changed()}
      {...touch}
      // Enter confirms a typed date in a picker; it must not submit the form half filled.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.target as HTMLElement).closest('.ant-picker')) e.preventDefault();
      }}
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} role="alert" />}
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.name} xs={24} md={columns === 2 && !field.wide ? 12 : 24}>
            <FieldItem field={field} ctx={ctx} />
          </Col>
        ))}
      </Row>
      {spec.extra?.(ctx)}
      {/* Enter in a field submits the form. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Form>
  );

  if (spec.container === 'drawer') {
    return (
      <Drawer
        open={open}
        title={title}
        size={drawerSize(phone, spec.width ?? 640)}
        onClose={close}
        afterOpenChange={focusFirstField}
        destroyOnHidden
        footer={
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={close}>Cancelar</Button>
            <Button type="primary" loading={flow.loading} onClick={() => form.submit()}>
              Guardar
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={title}
      width={spec.width ?? (columns === 2 ? 760 : 520)}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={flow.loading}
      onOk={() => form.submit()}
      onCancel={close}
      afterOpenChange={focusFirstField}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {body}
    </Modal>
  );
}
