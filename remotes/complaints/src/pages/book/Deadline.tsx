import { Tag } from 'antd';
import { COMPLAINT_ALERT_DAYS, type ComplaintRow } from '@trade/contracts/complaints';

/** The days left to answer, in words (also the export's value). */
export function deadlineText(row: ComplaintRow): string {
  if (row.dias_restantes === null) return 'Respondida';
  if (row.vencida)
    return `Vencida hace ${-row.dias_restantes} ${row.dias_restantes === -1 ? 'día hábil' : 'días hábiles'}`;
  if (row.dias_restantes === 0) return 'Vence hoy';
  return `${row.dias_restantes} ${row.dias_restantes === 1 ? 'día hábil' : 'días hábiles'}`;
}

/** Overdue in red, due within the alert days in orange, the rest plain. */
export function Deadline({ row }: { row: ComplaintRow }) {
  const text = deadlineText(row);
  if (row.dias_restantes === null) return <span>—</span>;
  if (row.vencida) return <Tag color="red">{text}</Tag>;
  if (row.dias_restantes <= COMPLAINT_ALERT_DAYS) return <Tag color="orange">{text}</Tag>;
  return <span>{text}</span>;
}
