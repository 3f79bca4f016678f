import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Result, Spin } from 'antd';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { callUntyped } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { isEndpoint } from '../calls.js';
import { usePageTrail } from '../pageTrail.js';
import { ResourceScreen } from '../ResourceScreen.js';
import type { AnyRow, Resource } from '../types.js';
import { DocumentEditor } from './DocumentEditor.js';
import { DocumentView } from './DocumentView.js';
import {
  documentSearch,
  documentTitle,
  newDocumentLabel,
  readDocumentRoute,
  type DocumentRoute,
} from './navigation.js';
import type { DocumentContext, DocumentRecord, DocumentSpec } from './types.js';

/**
 * A document screen from its spec: the list (the CRUD kit) with 'Nueva …' and 'Ver' on each row,
 * and full pages for a new document, a saved one (read-only, history, actions) and its edit form.
 */
export function DocumentScreen<R extends AnyRow>({ spec }: { spec: DocumentSpec<R, any> }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const route = readDocumentRoute(params);
  const list = useMemo<Resource<R>>(
    () => ({
      ...spec.list,
      rowActions: [
        {
          key: 'ver',
          label: 'Ver',
          icon: <EyeOutlined />,
          onClick: (row: R) => navigate({ search: documentSearch('view', row[spec.list.idField] as string | number) }),
        },
        ...(spec.list.rowActions ?? []),
      ],
      toolbar: (ctx) => (
        <>
          {spec.list.toolbar?.(ctx)}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate({ search: documentSearch('new') })}>
            {newDocumentLabel(spec.noun, spec.gender)}
          </Button>
        </>
      ),
    }),
    [spec, navigate],
  );
  if (!route) return <ResourceScreen resource={list} />;
  return <DocumentPage key={`${route.mode}:${route.id ?? ''}`} spec={spec} route={route} />;
}

/** How often a document in motion asks again (`refreshWhile`). */
const DOCUMENT_REFRESH_MS = 3_000;

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; record: DocumentRecord | null }
  | { state: 'failed'; mensaje: string };

function DocumentPage({ spec, route }: { spec: DocumentSpec<any, any>; route: DocumentRoute }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const notify = useNotify();
  const { modal } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>(route.id ? { state: 'loading' } : { state: 'ready', record: null });

  /** `quiet`: a refresh of the page shown (a failure keeps what is on screen). */
  const load = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      if (!route.id) return;
      try {
        const { load } = spec.api;
        const answer = isEndpoint(load) ? await callUntyped(load, { params: { id: route.id } }) : await load(route.id);
        if (answer.status !== 200 || !answer.detalles) {
          if (!quiet) setLoaded({ state: 'failed', mensaje: answer.mensaje });
        } else setLoaded({ state: 'ready', record: spec.api.fromRecord(answer.detalles as never) });
      } catch {
        if (!quiet) setLoaded({ state: 'failed', mensaje: spec.messages.loadError });
      }
    },
    [spec, route.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const record = loaded.state === 'ready' ? loaded.record : null;
  // A document the server moves on its own (sent, SUNAT's answer awaited): its state changes on screen.
  const moving = route.mode === 'view' && record !== null && (spec.refreshWhile?.(record) ?? false);
  useEffect(() => {
    if (!moving) return;
    const next = setTimeout(() => void load({ quiet: true }), DOCUMENT_REFRESH_MS);
    return () => clearTimeout(next);
  }, [moving, record, load]);
  const title =
    record && spec.title
      ? spec.title(record)
      : route.id
        ? documentTitle(spec.noun, route.id)
        : newDocumentLabel(spec.noun, spec.gender);
  usePageTrail(
    route.mode === 'edit'
      ? [{ title, path: `${pathname}${documentSearch('view', route.id)}` }, { title: 'Editar' }]
      : [{ title }],
  );

  if (loaded.state === 'loading')
    return <Spin style={{ display: 'block', margin: 48 }} tip={spec.messages.loading ?? 'Cargando...'} />;
  if (loaded.state === 'failed')
    return (
      <Result
        status="warning"
        title={loaded.mensaje}
        extra={[
          <Button key="reintentar" onClick={() => void load()}>
            Reintentar
          </Button>,
          <Button key="lista" onClick={() => navigate({ search: '' })}>
            Volver a la lista
          </Button>,
        ]}
      />
    );

  const ctx: DocumentContext = {
    mode: route.mode,
    id: route.id,
    record: loaded.record,
    header: loaded.record?.header ?? {},
    lines: loaded.record?.lines ?? [],
    notify,
    modal,
    reload: load,
    toList: () => navigate({ search: '' }),
    toView: (id) => navigate({ search: documentSearch('view', id) }),
    toEdit: (id) => navigate({ search: documentSearch('edit', id) }),
  };
  if (route.mode === 'view') return <DocumentView spec={spec} ctx={ctx} />;
  const editable =
    !loaded.record || (spec.canEdit ? spec.canEdit(loaded.record) : !loaded.record.anulado && !!spec.api.update);
  if (!editable)
    return (
      <Alert
        type="warning"
        showIcon
        title={`${documentTitle(spec.noun, route.id!)} no se puede editar`}
        action={<Button onClick={() => ctx.toView(route.id!)}>Ver</Button>}
      />
    );
  return <DocumentEditor spec={spec} ctx={ctx} />;
}
