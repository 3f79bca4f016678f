-- Menus of the organization screens that exist. Every later area adds its own menus the same
-- way and gives them to the admins already present.
INSERT INTO "menu" ("nombre", "icono", "orden") VALUES ('Administración', 'setting', 90);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'organization', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Control de menús', '/menu_control', 'menu', 10),
               ('Control de accesos', '/access_control', 'safety', 20)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Administración' AND "idpadre" IS NULL) AS p;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/menu_control', '/access_control')
ON CONFLICT DO NOTHING;
