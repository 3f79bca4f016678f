import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { call } from '@trade/session';
import { people } from '@trade/contracts/purchasing-credits';
import type { LookupCreateContext } from './types.js';

/** Catálogo 06 ids of the reference data: 1 DNI, 2 RUC. */
const DNI_ID = 1;
const RUC_ID = 2;

export interface PersonQuickCreateProps extends LookupCreateContext {
  /** 'proveedor', 'destinatario': the title, labels and button name it. */
  noun: string;
  /** `ubica_persona`: 1 client, 2 provider (an existing person is answered and marked so). */
  ubica: 1 | 2;
}

/**
 * 'Nuevo …' at the bottom of a person lookup: a RUC (11 digits) or DNI (8) and the name, registered
 * with `people.endpoints.quickCreate` and selected at once.
 */
export function PersonQuickCreate({ search, select, close, noun, ubica }: PersonQuickCreateProps) {
  const digits = search.replace(/\D/g, '');
  const [numero, setNumero] = useState(digits);
  const [nombres, setNombres] = useState(digits ? '' : search.toUpperCase());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function create() {
    setSaving(true);
    setError(null);
    try {
      const answer = await call(people.endpoints.quickCreate, {
        body: {
          idtipodocumento: numero.length === 11 ? RUC_ID : DNI_ID,
          numero_documento: numero,
          nombres: nombres.trim().toUpperCase(),
          ubica_persona: ubica,
        },
      });
      if (answer.status !== 200 || !answer.detalles) setError(answer.mensaje);
      else {
        select(answer.detalles as never);
        close();
      }
    } catch {
      setError(`Error al guardar el ${noun}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Space
      orientation="vertical"
      size={4}
      style={{ width: '100%', padding: 8 }}
      onMouseDown={(e) => e.stopPropagation()}
    >
      <Typography.Text strong>Nuevo {noun}</Typography.Text>
      <Input
        aria-label={`RUC o DNI del ${noun}`}
        placeholder="RUC o DNI"
        inputMode="numeric"
        maxLength={11}
        value={numero}
        onChange={(e) => setNumero(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => e.stopPropagation()}
      />
      <Input
        aria-label={`Razón social del ${noun}`}
        placeholder="Razón social o nombres"
        maxLength={200}
        value={nombres}
        onChange={(e) => setNombres(e.target.value)}
        onKeyDown={(e) => e.stopPropagation()}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Button
        type="primary"
        size="small"
        loading={saving}
        disabled={(numero.length !== 8 && numero.length !== 11) || !nombres.trim()}
        onClick={() => void create()}
      >
        Crear {noun}
      </Button>
    </Space>
  );
}
