import { useState } from 'react';
import { App, Button, Input, Space, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { documentLookup, type DniAnswer, type RucAnswer } from '@trade/contracts/purchasing-credits';
import { call } from '@trade/session';
import { DURATIONS, useNotify } from '@trade/session/notify';
import { isValidDni, isValidRuc } from '@trade/formats';

/**
 * The DNI/RUC lookup button beside a document number (people, sale and purchase quick create,
 * and the organization's employee, branch and company forms). It asks the API
 * (`documentLookup.endpoints.dni` / `.ruc`: the provider configured in the company settings,
 * or its cache) and hands the answer to the form, which fills its own fields.
 */

/** The answers of the DNI and RUC lookups (contract `documentLookup`). */
export type DniLookup = DniAnswer;
export type RucLookup = RucAnswer;

export type DocumentLookupResult = { kind: 'dni'; answer: DniLookup } | { kind: 'ruc'; answer: RucLookup };

/** The spec's texts. */
export const LOOKUP_PROGRESS = 'Obteniendo persona...';
export const LOOKUP_UNREACHABLE = 'Error al conectar con el servidor';
export const LOOKUP_NOT_FOUND = 'Datos no encontrados';
const KEY = 'consulta-documento';

/**
 * Looks a DNI or RUC up with the spec's toasts: 'Obteniendo persona...' while it runs, then the
 * answer; 'Error al conectar con el servidor' as a warning when neither the provider nor the cache
 * answered; 'Datos no encontrados' as an error; SUNAT's warning for a RUC not ACTIVO / HABIDO.
 * Resolves with the result only when data was found.
 */
export function useDocumentLookup() {
  const notify = useNotify();
  const { message: toast } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function lookup(kind: 'dni' | 'ruc', numero: string): Promise<DocumentLookupResult | null> {
    setBusy(true);
    notify.progress(KEY, LOOKUP_PROGRESS);
    try {
      if (kind === 'dni') {
        const answer = await call(documentLookup.endpoints.dni, { params: { dni: numero } });
        if (answer.status !== 200 || !answer.detalles) {
          notify.fail(KEY, answer.mensaje);
          return null;
        }
        const dni = answer.detalles;
        return finish(dni.success, dni.message, dni.origen) ? { kind, answer: dni } : null;
      }
      const answer = await call(documentLookup.endpoints.ruc, { params: { ruc: numero } });
      if (answer.status !== 200 || !answer.detalles) {
        notify.fail(KEY, answer.mensaje);
        return null;
      }
      const ruc = answer.detalles;
      const found = finish(ruc.code === 200, ruc.message, ruc.origen);
      if (found && ruc.advertencia) notify.warning(ruc.advertencia, 8);
      return found ? { kind, answer: ruc } : null;
    } catch {
      void toast.open({ key: KEY, type: 'warning', content: LOOKUP_UNREACHABLE, duration: DURATIONS.default });
      return null;
    } finally {
      setBusy(false);
    }
  }
  /** Replaces the progress toast: success, cached data (info), not found (error) or unreachable (warning). */
  function finish(found: boolean, message: string, origen: string | null): boolean {
    // The answer takes the progress toast's place (same key).
    const show = (type: 'success' | 'info' | 'warning' | 'error', content: string, duration: number) =>
      void toast.open({ key: KEY, type, content, duration });
    if (found) show(origen === 'cache' ? 'info' : 'success', message, DURATIONS.success);
    else if (message === LOOKUP_NOT_FOUND) show('error', LOOKUP_NOT_FOUND, DURATIONS.error);
    else show('warning', message || LOOKUP_UNREACHABLE, DURATIONS.default);
    return found;
  }
  return { lookup, busy };
}

export interface DocumentLookupInputProps {
  /** Set by antd's Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  /** Which lookup the number allows now (from the document type chosen), or null: no button. */
  kind: 'dni' | 'ruc' | null;
  onFound: (result: DocumentLookupResult) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** The document number input with its 'Consultar' button (enabled once the number is well formed). */
export function DocumentLookupInput({
  value,
  onChange,
  kind,
  onFound,
  placeholder,
  disabled,
  id,
}: DocumentLookupInputProps) {
  const { lookup, busy } = useDocumentLookup();
  const text = value ?? '';
  const ready = kind === 'dni' ? isValidDni(text) : kind === 'ruc' ? isValidRuc(text) : false;
  const run = async () => {
    if (!kind || !ready) return;
    const result = await lookup(kind, text);
    if (result) onFound(result);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={text}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={placeholder}
        disabled={disabled}
        inputMode={kind ? 'numeric' : undefined}
        maxLength={kind === 'dni' ? 8 : kind === 'ruc' ? 11 : 15}
        onPressEnter={(e) => {
          if (kind && ready) {
            e.preventDefault();
            void run();
          }
        }}
      />
      {kind && (
        <Tooltip title={kind === 'dni' ? 'Consultar DNI en RENIEC' : 'Consultar RUC en SUNAT'}>
          <Button
            icon={<SearchOutlined />}
            loading={busy}
            disabled={disabled || !ready}
            onClick={() => void run()}
            aria-label={kind === 'dni' ? 'Consultar en RENIEC' : 'Consultar en SUNAT'}
          >
            Consultar
          </Button>
        </Tooltip>
      )}
    </Space.Compact>
  );
}
