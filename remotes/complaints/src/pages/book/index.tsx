import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Space } from 'antd';
import { COMPLAINT_ALERT_DAYS, complaints, type ComplaintAlerts, type ComplaintRow } from '@trade/contracts/complaints';
import { call } from '@trade/session';
import { ResourceScreen } from '@trade/ui';
import { AnswerComplaint } from './AnswerComplaint';
import { reclamacionResource } from './resource';

/** The alerts of the user's open complaints: overdue ones and those due within the alert days. */
function DeadlineAlerts({ alerts }: { alerts: ComplaintAlerts | null }) {
  if (!alerts || (alerts.vencidas === 0 && alerts.por_vencer === 0)) return null;
  const parts = [
    alerts.vencidas > 0 &&
      `${alerts.vencidas} ${alerts.vencidas === 1 ? 'reclamación vencida' : 'reclamaciones vencidas'} sin respuesta`,
    alerts.por_vencer > 0 && `${alerts.por_vencer} por vencer en ${COMPLAINT_ALERT_DAYS} días hábiles o menos`,
  ].filter(Boolean);
  return (
    <Alert
      type={alerts.vencidas > 0 ? 'error' : 'warning'}
      showIcon
      title={`${parts.join('; ')}.`}
      description="El proveedor debe responder en un plazo no mayor a quince (15) días hábiles improrrogables."
    />
  );
}

/** /complaints_book. */
export default function ComplaintsBook() {
  const [answering, setAnswering] = useState<ComplaintRow | null>(null);
  const [alerts, setAlerts] = useState<ComplaintAlerts | null>(null);
  const [version, setVersion] = useState(0);
  const loadAlerts = useCallback(async () => {
    const answer = await call(complaints.endpoints.alerts, {}).catch(() => null);
    setAlerts(answer?.status === 200 ? (answer.detalles ?? null) : null);
  }, []);
  useEffect(() => {
    void loadAlerts();
  }, [loadAlerts, version]);
  const resource = useMemo(() => reclamacionResource(setAnswering), []);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DeadlineAlerts alerts={alerts} />
      <ResourceScreen key={version} resource={resource} />
      <AnswerComplaint
        row={answering}
        onClose={() => setAnswering(null)}
        onAnswered={() => {
          setAnswering(null);
          setVersion((v) => v + 1);
        }}
      />
    </Space>
  );
}
