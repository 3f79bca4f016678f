import type { ReactNode } from 'react';
import { Descriptions, Tag } from 'antd';

/** Settings forms send null for a field left empty. */
export const nullIfEmpty = (v: unknown) => (v === undefined || v === '' ? null : v);

/** The help under a secret's field: it is never shown back, only whether it is stored. */
export const secretHelp = (stored: boolean | undefined) =>
  stored ? 'Guardada. Déjela vacía para mantenerla.' : 'Aún no registrada.';

export const storedTag = (stored: boolean, yes = 'Configurada', no = 'Sin configurar') =>
  stored ? <Tag color="green">{yes}</Tag> : <Tag color="orange">{no}</Tag>;

/** Read-only facts under a settings form (what is stored, which mode is on). */
export function SettingsFacts({ items }: { items: { key: string; label: string; children: ReactNode }[] }) {
  return <Descriptions size="small" style={{ marginBottom: 16 }} column={{ xs: 1, sm: 2 }} items={items} />;
}
