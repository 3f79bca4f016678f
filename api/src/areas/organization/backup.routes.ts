import type { FastifyInstance } from 'fastify';
import { backups } from '@trade/contracts/organization';
import { route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';

/** The administrator's backups: the status (also the dashboard's warning), the last runs, a backup now. */
export default function backupRoutes(app: FastifyInstance): void {
  const service = app.organization.backups;
  const { endpoints } = backups;
  route(app, endpoints.status, async () => ok(await service.status(), 'Estado de los respaldos'));
  route(app, endpoints.list, async () => ok(await service.list(), 'Respaldos'));
  route(app, endpoints.run, async (request) => {
    const row = await service.runNow('manual', request.user.idusuario);
    return ok(
      row,
      row.copia_error ? `Respaldo creado, pero la copia falló: ${row.copia_error}` : 'Respaldo creado correctamente',
    );
  });
}
