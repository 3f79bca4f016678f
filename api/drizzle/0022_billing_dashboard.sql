-- The dashboard (/dashboard, remote billing-cpe): the first menu group and entry (orden 0; the other
-- groups start at 10), so it is the home after login of every user who holds it (host/src/shell/home.ts).
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Dashboard', 'dashboard', 0 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Dashboard' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Dashboard', '/dashboard', 'billing-cpe', 'dashboard', 0, p.idmenu
  FROM (SELECT idmenu FROM "menu" WHERE "nombre" = 'Dashboard' AND "idpadre" IS NULL ORDER BY idmenu LIMIT 1) AS p
ON CONFLICT ("ruta") DO UPDATE SET "nombre" = excluded."nombre", "area" = excluded."area", "icono" = excluded."icono", "orden" = excluded."orden", "idpadre" = excluded."idpadre";
--> statement-breakpoint
-- Every user present gets it: a seller sees only their own figures (the API decides whose, not the
-- menu), and the screen is everyone's home. Users created later get it like any other menu
-- (an admin through giveAllMenus; others in Control de accesos).
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE m.ruta = '/dashboard'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The dashboard's reads at 100,000+ sales (api/bench/dashboard.bench.ts): the issued sales of a
-- range, for everyone or one user, read from the index alone (no visit to the table), and the
-- lines of those sales for the gross profit. Hand-written: Drizzle's index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "venta_tablero_fecha_idx" ON "venta" ("fecha")
  INCLUDE ("idventa", "idusuario", "idsucursal", "codigo_comprobante", "tipo_pago_id", "idpersona", "total", "tipo_cambio", "vuelto", "gravadas", "exoneradas", "inafectas", "exportacion")
  WHERE "estado_venta" = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venta_tablero_usuario_idx" ON "venta" ("idusuario", "fecha")
  INCLUDE ("idventa", "idsucursal", "codigo_comprobante", "tipo_pago_id", "idpersona", "total", "tipo_cambio", "vuelto", "gravadas", "exoneradas", "inafectas", "exportacion")
  WHERE "estado_venta" = 1;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venta_detalle_utilidad_idx" ON "venta_detalle" ("idventa")
  INCLUDE ("producto_id", "cantidad_base", "gratuito", "valor_venta", "costo_unitario");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venta_pago_tablero_idx" ON "venta_pago" ("idventa") INCLUDE ("idformapago", "monto");
--> statement-breakpoint
-- Client payments collected in a range.
CREATE INDEX IF NOT EXISTS "credito_pago_fecha_idx" ON "credito_pago" ("fecha") WHERE "estado" = 1;
