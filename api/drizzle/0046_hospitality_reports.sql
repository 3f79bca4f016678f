-- Hotel › Reportes (/report_hospitality): occupancy with ADR and RevPAR, arrivals and departures,
-- the guest register. No table changes: the reports read the stays through the gist index of
-- reserva_estancia_sin_cruce (room, nights). The menu row, granted to admins like /room and /grid.
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Reportes', '/report_hospitality', 'hospitality', 'file-text', 30, p.idmenu
  FROM "menu" p
 WHERE p."nombre" = 'Hotel' AND p."idpadre" IS NULL;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/report_hospitality'
ON CONFLICT DO NOTHING;
