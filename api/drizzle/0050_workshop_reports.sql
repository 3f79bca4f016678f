-- Taller › Reporte de órdenes (/report_service_orders): the orders with hours and amounts, by
-- technician, the average time per state. No table changes: the reports read the orders, their lines
-- and their time log. The menu row, granted to admins like the other workshop screens.
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Reporte de órdenes', '/report_service_orders', 'workshop', 'file-text', 60, p.idmenu
  FROM (SELECT min(idmenu) AS idmenu FROM "menu" WHERE "nombre" = 'Taller' AND "idpadre" IS NULL) AS p
 WHERE p.idmenu IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "ruta" = '/report_service_orders');
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/report_service_orders'
ON CONFLICT DO NOTHING;
