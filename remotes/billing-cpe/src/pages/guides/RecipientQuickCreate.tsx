import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { post } from '@trade/session';
import type { PersonRow } from '@trade/contracts/purchasing-credits';
import type { LookupCreateContext } from '@trade/ui';

/** Catálogo 06 ids of the seed: 1 DNI, 2 RUC. */
const DNI_ID = 1;
const RUC_ID = 2;

/**
 * 'Nuevo destinatario' at the bottom of the recipient lookup: a RUC (11 digits) or DNI (8) and the
 * name, registered as a client with `rapersona` (an existing person is answered as it is) and selected.
 */
export function RecipientQuickCreate({ search, select, close }: LookupCreateContext) {
  const digits = search.replace(/\D/g, '');
  const [numero, setNumero] = useState(digits);
  const [nombres, setNombres] = useState(digits ? '' : search.toUpperCase());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function create() {
    setSaving(true);
    setError(null);
    try {
      const answer = await post<PersonRow>('/rapersona', { idtipodocumento: numero.length === 11 ? RUC_ID : DNI_ID, numero_documento: numero, nombres: nombres.trim().toUpperCase(), ubica_persona: 1 });
      if (answer.status !== 200 || !answer.detalles) setError(answer.mensaje);
      else {
        select(answer.detalles as never);
        close();
      }
    } catch {
      setError('Error al guardar el destinatario');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Space direction="vertical" size={4} style={{ width: '100%', padding: 8 }} onMouseDown={(e) => e.stopPropagation()}>
      <Typography.Text strong>Nuevo destinatario</Typography.Text>
      <Input aria-label="RUC o DNI del destinatario" placeholder="RUC o DNI" inputMode="numeric" maxLength={11} value={numero} onChange={(e) => setNumero(e.target.value.replace(/\D/g, ''))} onKeyDown={(e) => e.stopPropagation()} />
      <Input aria-label="Nombre o razón social del destinatario" placeholder="Razón social o nombres" maxLength={200} value={nombres} onChange={(e) => setNombres(e.target.value)} onKeyDown={(e) => e.stopPropagation()} />
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
      <Button type="primary" size="small" loading={saving} disabled={(numero.length !== 8 && numero.length !== 11) || !nombres.trim()} onClick={() => void create()}>
        Crear destinatario
      </Button>
    </Space>
  );
}
