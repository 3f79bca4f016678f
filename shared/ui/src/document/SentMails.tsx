import { Card, List, Tag } from 'antd';
import { formatDateTime } from '@trade/formats';
import { MAIL_STATE_NAMES, type MailState } from '@trade/contracts/organization';

/** A mail a saved document was sent in (the document's `correos`). */
export interface SentMail {
  fecha: string;
  para: string;
  /** enviado, fallido or bandeja (no SMTP: kept in the outbox). */
  estado: string;
}

const COLORS: Record<string, string> = { enviado: 'green', fallido: 'red' };

/** The mails of a saved document with their state; nothing when it was never mailed. */
export function SentMails({ mails, label = 'Correos' }: { mails: readonly SentMail[]; label?: string }) {
  if (!mails.length) return null;
  return (
    <Card size="small" title="Correos" role="region" aria-label={label}>
      <List
        size="small"
        dataSource={[...mails]}
        renderItem={(m) => (
          <List.Item>
            <span>
              {formatDateTime(m.fecha)} · {m.para}
            </span>
            <Tag color={COLORS[m.estado] ?? 'default'}>{MAIL_STATE_NAMES[m.estado as MailState] ?? m.estado}</Tag>
          </List.Item>
        )}
      />
    </Card>
  );
}
