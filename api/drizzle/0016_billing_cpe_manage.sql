ALTER TABLE "cpe_documento" ADD COLUMN "cliente_nombre" text;
--> statement-breakpoint
-- Documents issued before the column: the name is read back from their XML (escaped as the builder writes it).
UPDATE "cpe_documento"
   SET "cliente_nombre" = replace(replace(replace(
         substring("xml" from '<cac:(?:Accounting|Delivery)CustomerParty>.*?<cbc:RegistrationName>([^<]*)</cbc:RegistrationName>'),
         '&lt;', '<'), '&gt;', '>'), '&amp;', '&')
 WHERE "cliente_nombre" IS NULL AND "xml" IS NOT NULL AND "tipo_doc" IN ('01', '03', '07', '08', '09');
--> statement-breakpoint
-- The 'Ventas' group and the /manage_cpe screen, only when the sales part has not added them (the lead keeps one at merge).
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Ventas', 'shop', 20
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Gestión de CPE', '/manage_cpe', 'billing-cpe', 'safety', 30, p.idmenu
  FROM (SELECT min(idmenu) AS idmenu FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL) AS p
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "ruta" = '/manage_cpe');
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/manage_cpe'
ON CONFLICT DO NOTHING;
