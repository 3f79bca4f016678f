import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { call } from '@trade/session';
import { documentLookup, people } from '@trade/contracts/purchasing-credits';
import type { LookupCreateContext } from '@trade/ui';

/** Catálogo 06 ids of the reference data: 1 DNI, 2 RUC. */
const DNI_ID = 1;
const RUC_ID = 2;
const CONNECTION_ERROR = 'Error al conectar con el servidor';
const NOT_FOUND = 'Datos no encontrados';

/**
 * 'Nuevo cliente' under the client lookup: a DNI (8 digits) or RUC (11) looked up (consultadni /
 * consultaruc, spec 000 section 8 texts), then registered with `rapersona` (an existing person is
 * answered and marked as client) and chosen. A RUC that is not ACTIVO / HABIDO shows SUNAT's warning.
 */
export function ClientQuickCreate({ search, select, close }: LookupCreateContext) {
  const digits = search.replace(/\D/g, '');
  const [numero, setNumero] = useState(digits);
  const [nombres, setNombres] = useState(digits ? '' : search.toUpperCase());
  const [direccion, setDireccion] = useState('');
  const [sunat, setSunat] = useState<{ estado: string | null; condicion: string | null; advertencia: string | null }>({
    estado: null,
    condicion: null,
    advertencia: null,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ruc = numero.length === 11;
  // The number typed in the picker follows into 'DNI o RUC' until the user edits that field.
  const edited = useRef(false);
  useEffect(() => {
    if (!edited.current && digits) setNumero(digits.slice(0, 11));
  }, [digits]);

  async function lookup() {
    setBusy(true);
    setError(null);
    try {
      if (ruc) {
        const answer = await call(documentLookup.endpoints.ruc, { params: { ruc: numero } });
        const data = answer.detalles?.data;
        if (answer.status !== 200 || !data) setError(answer.detalles?.message || NOT_FOUND);
        else {
          setNombres(data.razonSocial);
          setDireccion(data.direccion ?? '');
          setSunat({
            estado: data.estado,
            condicion: data.condicion,
            advertencia: answer.detalles?.advertencia ?? null,
          });
        }
      } else {
        const answer = await call(documentLookup.endpoints.dni, { params: { dni: numero } });
        const d = answer.detalles;
        if (answer.status !== 200 || !d?.success) setError(d?.message || NOT_FOUND);
        else
          setNombres(d.nombreCompleto ?? [d.apellidoPaterno, d.apellidoMaterno, d.nombres].filter(Boolean).join(' '));
      }
    } catch {
      setError(CONNECTION_ERROR);
    } finally {
      setBusy(false);
    }
  }

  async function create() {
    setBusy(true);
    setError(null);
    try {
      const answer = await call(people.endpoints.quickCreate, {
        body: {
          idtipodocumento: ruc ? RUC_ID : DNI_ID,
          numero_documento: numero,
          nombres: nombres.trim().toUpperCase(),
          direccion: direccion.trim() || null,
          ubica_persona: 1,
          estado_sunat: sunat.estado,
          condicion_sunat: sunat.condicion,
        },
      });
      if (answer.status !== 200 || !answer.detalles) setError(answer.mensaje);
      else {
        select(answer.detalles as never);
        close();
      }
    } catch {
      setError('Error al guardar el cliente');
    } finally {
      setBusy(false);
    }
  }

  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%', padding: 8 }} onMouseDown={stop}>
      <Typography.Text strong>Nuevo cliente</Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="DNI o RUC del cliente"
          placeholder="DNI o RUC"
          inputMode="numeric"
          maxLength={11}
          value={numero}
          onChange={(e) => {
            edited.current = true;
            setNumero(e.target.value.replace(/\D/g, ''));
          }}
          onKeyDown={stop}
        />
        <Button
          icon={<SearchOutlined />}
          disabled={busy || (numero.length !== 8 && numero.length !== 11)}
          onClick={() => void lookup()}
        >
          Consultar
        </Button>
      </Space.Compact>
      <Input
        aria-label="Nombres o razón social del cliente"
        placeholder="Nombres o razón social"
        maxLength={200}
        value={nombres}
        onChange={(e) => setNombres(e.target.value)}
        onKeyDown={stop}
      />
      <Input
        aria-label="Dirección del cliente"
        placeholder="Dirección (opcional)"
        maxLength={250}
        value={direccion}
        onChange={(e) => setDireccion(e.target.value)}
        onKeyDown={stop}
      />
      {sunat.advertencia && <Alert type="warning" showIcon title={sunat.advertencia} />}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Button
        type="primary"
        size="small"
        loading={busy}
        disabled={(numero.length !== 8 && numero.length !== 11) || !nombres.trim()}
        onClick={() => void create()}
      >
        Crear cliente
      </Button>
    </Space>
  );
}
