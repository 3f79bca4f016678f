import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { backups, type BackupStatus } from '@trade/contracts/organization';
import { formatDateTime } from '@trade/formats';
import { call } from '@trade/session';

/**
 * For an administrator: a warning when the last good backup is older than its schedule (or there is
 * none), so a broken disk does not find the business without a recent copy of its books.
 */
export function BackupWarning({ admin }: { admin: boolean }) {
  const [status, setStatus] = useState<BackupStatus | null>(null);
  useEffect(() => {
    if (!admin) return;
    let live = true;
    void call(backups.endpoints.status).then((answer) => {
      if (live && answer.status === 200) setStatus(answer.detalles ?? null);
    });
    return () => {
      live = false;
    };
  }, [admin]);
  if (!status?.atrasado) return null;
  const good = status.ultimoCorrecto;
  return (
    <Alert
      type="warning"
      showIcon
      title={
        good
          ? `El último respaldo correcto es del ${formatDateTime(good.fin)}, más antiguo de lo que pide su programación.`
          : 'Aún no hay ningún respaldo de la base de datos y los archivos.'
      }
      description="Revise los respaldos en Configuración SUNAT › Respaldos (o ejecute npm run backup en el servidor)."
    />
  );
}
