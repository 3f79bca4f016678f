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
