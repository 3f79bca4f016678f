import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Form, Input, Modal, Result, Spin, Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call, type Envelope } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import {
  DocumentEditor,
  DocumentScreen,
  documentSearch,
  LookupInput,
  lookupFrom,
  usePageTrail,
  type DocumentContext,
} from '@trade/ui';
import { guides, type GuideDraft, type GuideRow } from '@trade/contracts/billing-cpe';
import { transfers } from '@trade/contracts/inventory';
import { guideSpec, type GuideHooks } from './spec';
import { toHeader, toLine } from './header';

/**
 * /electronic_guide: the list and the guide pages of the document kit, plus what the kit does not do
 * by itself: the e-mail dialog of a list row, the row calls (resend, revert) and a new guide proposed
 * from an inventory transfer (`?documento=nuevo&desde=transferencia:15`) or from a sale
 * (`?documento=nuevo&idventa=15`, the sales and dispatches screens' 'Guía de remisión').
 */

/** Registered transfers of every warehouse (0). */
const TRANSFERS = lookupFrom(transfers.endpoints.list, {
  params: { id: 0 },
  query: { estado: 1 },
  value: 'idtransferencia',
  label: (r) => `${r.documento} · ${r.almacen_origen} → ${r.almacen_destino}`,
});
const FROM_TRANSFER = /^transferencia:(\d+)$/;

export default function Guides() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const [mailFor, setMailFor] = useState<GuideRow | null>(null);
  const [picking, setPicking] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  const hooks = useMemo(
    () =>
      ({
        mail: setMailFor,
        fromTransfer: () => setPicking(true),
        printFailed: (mensaje) => notify.error(mensaje),
        rowCall: (row, call, progress, confirm) => {
          const run = async () => {
            const key = `guia-${row.idguia}`;
            notify.progress(key, progress);
            try {
              notify.answer((await call()) as never, { key });
            } catch {
              notify.fail(key, 'Ocurrió un error inesperado');
            }
            setReloadKey((k) => k + 1);
          };
          if (confirm)
            modal.confirm({
              title: confirm,
              okText: 'Sí',
              cancelText: 'No',
              okButtonProps: { danger: true },
              onOk: () => void run(),
            });
          else void run();
        },
      }) satisfies GuideHooks,
    [notify, modal],
  );
  const spec = useMemo(() => guideSpec(hooks), [hooks]);
  // A saved guide's page shows its data condensed; the list and the forms use the form's fields.
  const viewSpec = useMemo(() => guideSpec(hooks, true), [hooks]);
  const viewing = /^\d+$/.test(params.get('documento') ?? '') && params.get('modo') !== 'editar';

  const nuevo = params.get('documento') === 'nuevo';
  const desde = nuevo ? FROM_TRANSFER.exec(params.get('desde') ?? '') : null;
  const idventa = nuevo && /^\d+$/.test(params.get('idventa') ?? '') ? Number(params.get('idventa')) : null;
  const source = desde ? FROM.transferencia(Number(desde[1])) : idventa ? FROM.venta(idventa) : null;
  return (
    <>
      {source ? (
        <GuideFromSource key={source.key} source={source} spec={spec} />
      ) : (
        <DocumentScreen key={reloadKey} spec={viewing ? viewSpec : spec} />
      )}
      <MailDialog row={mailFor} onClose={() => setMailFor(null)} />
      <Modal
        title="Guía desde una transferencia"
        open={picking}
        onCancel={() => setPicking(false)}
        footer={null}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label="Transferencia"
            htmlFor="guia-transferencia"
            help="La guía se propone con el motivo 04 y los establecimientos de ambos almacenes."
          >
            <LookupInput
              id="guia-transferencia"
              aria-label="Transferencia"
              source={TRANSFERS}
              onChange={(value) => {
                if (value === null || value === undefined) return;
                setPicking(false);
                navigate({ search: documentSearch('new', null, { desde: `transferencia:${value}` }) });
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Where a proposed guide comes from: the server's proposal, the page title and what the user still fills in. */
interface GuideSource {
  /** Identifies the proposal (one page per source and id). */
  key: string;
  load: () => Promise<Envelope<GuideDraft>>;
  title: string;
  loading: string;
  failure: string;
  hint: string;
}
const FROM = {
  transferencia: (id: number): GuideSource => ({
    key: `transferencia:${id}`,
    load: () => call(guides.endpoints.fromTransfer, { params: { id } }),
    title: 'Nueva guía desde transferencia',
    loading: 'Obteniendo transferencia...',
    failure: 'Ocurrió un error inesperado, no se pudo obtener la transferencia',
    hint: 'Guía propuesta desde la transferencia: complete el transporte y el peso bruto, revise los bienes y guarde.',
  }),
  venta: (id: number): GuideSource => ({
    key: `venta:${id}`,
    load: () => call(guides.endpoints.fromSale, { params: { id } }),
    title: 'Nueva guía desde venta',
    loading: 'Obteniendo venta...',
    failure: 'Ocurrió un error inesperado, no se pudo obtener la venta',
    hint: 'Guía propuesta desde la venta (motivo 01, el cliente como destinatario): complete el transporte, el peso bruto y la llegada, revise los bienes y guarde.',
  }),
};

/** A new guide proposed by the server (from a transfer or a sale), edited on the kit's editor before saving. */
function GuideFromSource({ source, spec }: { source: GuideSource; spec: ReturnType<typeof guideSpec> }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const [draft, setDraft] = useState<
    { state: 'loading' } | { state: 'ready'; draft: GuideDraft } | { state: 'failed'; mensaje: string }
  >({ state: 'loading' });
  usePageTrail([{ title: source.title }]);
  useEffect(() => {
    source
      .load()
      .then((answer) =>
        setDraft(
          answer.status === 200 && answer.detalles
            ? { state: 'ready', draft: answer.detalles }
            : { state: 'failed', mensaje: answer.mensaje },
        ),
      )
      .catch(() => setDraft({ state: 'failed', mensaje: source.failure }));
  }, [source.key, source.failure]);
  if (draft.state === 'loading') return <Spin style={{ display: 'block', margin: 48 }} tip={source.loading} />;
  if (draft.state === 'failed')
    return (
      <Result
        status="warning"
        title={draft.mensaje}
        extra={<Button onClick={() => navigate({ search: '' })}>Volver a la lista</Button>}
      />
    );
  const d = draft.draft;
  const ctx: DocumentContext = {
    mode: 'new',
    id: null,
    record: { id: 'nuevo', header: toHeader(d), lines: d.items.map((i) => toLine(i)), raw: d },
    header: {},
    lines: [],
    notify,
    modal,
    reload: async () => undefined,
    toList: () => navigate({ search: '' }),
    toView: (id) => navigate({ search: documentSearch('view', id) }),
    toEdit: (id) => navigate({ search: documentSearch('edit', id) }),
  };
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={source.hint} />
      <DocumentEditor spec={spec} ctx={ctx} />
    </>
  );
}

/** 'Enviar por correo' of a list row: the PDF, the XML and (accepted) the CDR to the typed addresses. */
function MailDialog({ row, onClose }: { row: GuideRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ para: string }>();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (row) form.resetFields();
  }, [row, form]);
  const send = async () => {
    const { para } = await form.validateFields();
    setSending(true);
    try {
      const answer = await call(guides.endpoints.mail, { body: { idguia: row!.idguia, para } });
      notify.answer(answer);
      if (answer.status === 200) onClose();
    } catch {
      notify.error('Error al enviar el correo');
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      title={row ? `Enviar por correo la guía ${row.documento}` : ''}
      open={row !== null}
      onCancel={onClose}
      onOk={() => void send()}
      okText="Enviar"
      cancelText="Cancelar"
      confirmLoading={sending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="para"
          label="Correo"
          rules={[
            { required: true, message: 'Ingrese el correo' },
            { type: 'email', message: 'Ingrese un correo válido' },
          ]}
        >
          <Input type="email" inputMode="email" maxLength={200} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
