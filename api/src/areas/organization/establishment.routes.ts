import type { FastifyInstance } from 'fastify';
import { branches, company } from '@trade/contracts/organization';
import { route } from '../../core/routes.js';
import { BusinessError, ok } from '../../core/envelope.js';
import { LOGO_ERROR, megabytes, readBranchLogo, removeBranchLogo, saveBranchLogo } from './logos.js';
import { readMultipart } from './multipart.js';

/** The company (establecimiento) and its branches' voucher logos (the branches' CRUD is in routes.ts). */
export default function establishmentRoutes(app: FastifyInstance): void {
  const repos = app.organization;

  route(app, company.endpoints.get, async () => ok(await repos.company.company(), 'Establecimiento'));
  route(app, company.endpoints.save, async (request) =>
    ok(
      await app.db.transaction((tx) => repos.company.save(request.body, tx)),
      'Establecimiento guardado correctamente',
    ),
  );

  route(app, branches.endpoints.uploadLogo, async (request) => {
    const maxBytes = app.config.logoMaxBytes;
    const form = await readMultipart(request, LOGO_ERROR, {
      fileSize: maxBytes,
      files: 1,
      tooLarge: `la imagen supera ${megabytes(maxBytes)}`,
    });
    const id = Number(form.fields.idsucursal);
    if (!/^[1-9][0-9]{0,9}$/.test(form.fields.idsucursal ?? '') || id > 2147483647)
      throw new BusinessError(`${LOGO_ERROR}: indique la sucursal`);
    const file = form.files.logo;
    if (!file) throw new BusinessError(`${LOGO_ERROR}: seleccione una imagen`);
    await repos.branches.get(id);
    const saved = await saveBranchLogo(app.config.dataDir, id, file.data, file.filename, maxBytes);
    await repos.branches.setLogo(id, saved.logo);
    return ok({ idsucursal: id, ...saved }, 'Logo registrado correctamente');
  });

  route(app, branches.endpoints.logo, async (request, reply) => {
    await repos.branches.get(request.params.id);
    const logo = readBranchLogo(app.config.dataDir, request.params.id);
    if (!logo) throw new BusinessError('La sucursal no tiene logo');
    return reply.header('content-type', logo.tipo).header('cache-control', 'no-store').send(logo.data);
  });

  route(app, branches.endpoints.removeLogo, async (request) => {
    await repos.branches.get(request.body.idsucursal);
    removeBranchLogo(app.config.dataDir, request.body.idsucursal);
    await repos.branches.setLogo(request.body.idsucursal, null);
    return ok(null, 'Logo eliminado');
  });
}
