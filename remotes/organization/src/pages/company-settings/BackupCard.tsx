import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import {
  BACKUP_ORIGIN_NAMES,
  backups,
  type BackupRow,
  type BackupStatus,
  type BACKUP_ORIGINS,
} from '@trade/contracts/organization';
import { formatDateTime } from '@trade/formats';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';

type Origin = (typeof BACKUP_ORIGINS)[number];

export const fileSize = (bytes: number | null) =>
  bytes === null
    ? '—'
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.ceil(bytes / 1024)} KB`;
const fileName = (path: string | null) => path?.split(/[\\/]/).pop() ?? '—';
const scheduleText = (p: BackupStatus['programa']) =>
  p.cadaHoras === 0
    ? 'Sin programación (BACKUP_INTERVAL_HOURS=0): solo respaldos manuales'
    : `Cada ${p.cadaHoras === 24 ? 'día' : `${p.cadaHoras} horas`}, desde las ${String(p.hora).padStart(2, '0')}:00 (hora de Lima)`;

/** What a backup holds in the clear and what it keeps encrypted (docs/backup.md says the same). */
const ENCRYPTION =
  'La clave SOL, la clave de cliente GRE, el certificado digital y la clave SMTP se guardan cifrados (AES-256-GCM) con la clave SETTINGS_KEY de esta instalación, y así quedan en el respaldo; la clave no se guarda en él: consérvela aparte para restaurar en otro equipo. Todo lo demás (ventas, clientes, comprobantes XML y CDR, archivos) queda sin cifrar: guarde los respaldos como guarda sus libros.';

/** Backups: the last good one (date, size, file, copy), the schedule and retention, the last runs, and a backup now. */
export function BackupCard() {
  const notify = useNotify();
  const [status, setStatus] = useState<BackupStatus | null>(null);
  const [runs, setRuns] = useState<BackupRow[]>([]);
  const [running, setRunning] = useState(false);

  const load = useCallback(async () => {
    const [state, list] = await Promise.all([call(backups.endpoints.status), call(backups.endpoints.list)]);
    if (state.status === 200 && state.detalles) setStatus(state.detalles);
    if (list.status === 200) setRuns(list.detalles ?? []);
  }, []);
  useEffect(() => void load(), [load]);

  async function backupNow() {
    setRunning(true);
    notify.progress('respaldo', 'Respaldando la base de datos y los archivos...');
    try {
      const answer = await call(backups.endpoints.run);
      if (answer.status === 200 && answer.detalles?.copia_error) notify.warn('respaldo', answer.mensaje);
      else notify.answer(answer, { key: 'respaldo' });
    } finally {
      setRunning(false);
      await load();
    }
  }

  const good = status?.ultimoCorrecto;
  const last = status?.ultimo;
  return (
    <Card
      title="Respaldos"
      extra={
        <Button type="primary" onClick={() => void backupNow()} loading={running || status?.enCurso}>
          Respaldar ahora
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {status?.atrasado && (
          <Alert
            type="warning"
            showIcon
            title={
              good
                ? `El último respaldo correcto es del ${formatDateTime(good.fin)}: es más antiguo de lo que pide la programación.`
                : 'Aún no hay ningún respaldo correcto.'
            }
          />
        )}
        {last?.estado === 'fallido' && (
          <Alert
            type="error"
            showIcon
            title={`El último respaldo (${formatDateTime(last.fin)}) falló: ${last.error ?? ''}`}
          />
        )}
        {good?.copia_error && <Alert type="warning" showIcon title={good.copia_error} />}
        {status && (
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              {
                key: 'ultimo',
                label: 'Último respaldo correcto',
                children: good ? `${formatDateTime(good.fin)} · ${fileSize(good.tamano)}` : '—',
              },
              {
                key: 'archivo',
                label: 'Archivo',
                children: good?.archivo ? <Typography.Text copyable>{good.archivo}</Typography.Text> : '—',
              },
              {
                key: 'copia',
                label: 'Copia en segunda carpeta',
                children: good?.copia ?? 'No configurada (BACKUP_COPY_DIR)',
              },
              { key: 'programa', label: 'Programación', children: scheduleText(status.programa) },
              {
                key: 'siguiente',
                label: 'Próximo respaldo programado',
                children: status.programa.siguiente ? formatDateTime(status.programa.siguiente) : '—',
              },
              {
                key: 'conservar',
                label: 'Se conservan',
                children: `el último de cada uno de los últimos ${status.programa.conservarDias} días, ${status.programa.conservarSemanas} semanas y ${status.programa.conservarMeses} meses`,
              },
              { key: 'carpeta', label: 'Carpeta', children: status.carpeta },
              {
                key: 'base',
                label: 'Base de datos',
                children: status.baseDatos === 'integrada' ? 'Integrada (PGlite)' : 'PostgreSQL (pg_dump)',
              },
            ]}
          />
        )}
        <Alert type="info" showIcon title="Qué se cifra" description={ENCRYPTION} />
        <Table<BackupRow>
          size="small"
          rowKey="idrespaldo"
          pagination={false}
          dataSource={runs.slice(0, 10)}
          locale={{ emptyText: 'Aún no hay respaldos' }}
          scroll={{ x: true }}
          columns={[
            { title: 'Fecha', dataIndex: 'fin', render: (v: string) => formatDateTime(v) },
            { title: 'Origen', dataIndex: 'origen', render: (v: string) => BACKUP_ORIGIN_NAMES[v as Origin] ?? v },
            {
              title: 'Estado',
              dataIndex: 'estado',
              render: (v: string, row) =>
                v === 'correcto' ? (
                  <Tag color="green">Correcto</Tag>
                ) : (
                  <Tag color="red" title={row.error ?? ''}>
                    Fallido
                  </Tag>
                ),
            },
            { title: 'Tamaño', dataIndex: 'tamano', render: (v: number | null) => fileSize(v) },
            { title: 'Archivo', dataIndex: 'archivo', render: (v: string | null) => fileName(v) },
          ]}
        />
      </Space>
    </Card>
  );
}
