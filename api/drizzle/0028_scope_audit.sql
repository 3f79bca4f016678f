CREATE TABLE "auditoria" (
	"idauditoria" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"idusuario" integer NOT NULL,
	"usuario" varchar(60) NOT NULL,
	"nombres" text NOT NULL,
	"ip" varchar(64) NOT NULL,
	"accion" text NOT NULL,
	"llamada" varchar(200) NOT NULL,
	"entidad" varchar(60) NOT NULL,
	"idregistro" integer,
	"motivo" text,
	"detalle" text
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "permisos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_fecha_idx" ON "auditoria" USING btree ("idusuario","fecha");--> statement-breakpoint
CREATE INDEX "auditoria_entidad_fecha_idx" ON "auditoria" USING btree ("entidad","fecha");--> statement-breakpoint
CREATE INDEX "guia_cpe_idx" ON "guia" USING btree ("cpe_documento_id");--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_permisos_check" CHECK ("usuario"."permisos" <@ array['otros_usuarios', 'todas_sucursales']::text[]);
--> statement-breakpoint
-- The audit trail is append-only: nobody (the application included) changes or removes a row.
CREATE OR REPLACE FUNCTION auditoria_solo_agregar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La auditoría no se modifica ni se elimina' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER auditoria_solo_agregar BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION auditoria_solo_agregar();
--> statement-breakpoint
CREATE TRIGGER auditoria_sin_vaciar BEFORE TRUNCATE ON "auditoria" FOR EACH STATEMENT EXECUTE FUNCTION auditoria_solo_agregar();
--> statement-breakpoint
-- Whom an electronic document belongs to (data scope, shared/contracts/src/billing-cpe/owners.ts):
-- the sale, credit note or guide it was issued for, replaced documents included. Daily summaries
-- and voided communications belong to no user and no branch (a null branch is every branch's).
CREATE VIEW "cpe_documento_origen" AS
SELECT vc.cpe_documento_id AS id, v.idusuario, v.idsucursal
  FROM "venta_cpe" vc JOIN "venta" v ON v.idventa = vc.idventa
UNION ALL
SELECT v.cpe_documento_id, v.idusuario, v.idsucursal FROM "venta" v WHERE v.cpe_documento_id IS NOT NULL
UNION ALL
SELECT n.cpe_documento_id, n.idusuario, n.idsucursal FROM "nota_credito" n WHERE n.cpe_documento_id IS NOT NULL
UNION ALL
SELECT g.cpe_documento_id, g.idusuario, g.idsucursal FROM "guia" g WHERE g.cpe_documento_id IS NOT NULL
UNION ALL
SELECT a.id::int, g.idusuario, g.idsucursal
  FROM "guia" g CROSS JOIN LATERAL jsonb_array_elements_text(g.cpe_anteriores) AS a(id)
 WHERE g.cpe_anteriores <> '[]'::jsonb
UNION ALL
SELECT d.id, NULL::integer, NULL::integer FROM "cpe_documento" d WHERE d.tipo_doc IN ('RC', 'RA');
--> statement-breakpoint
-- The audit trail screen, for the administrators present (others get it in Control de accesos).
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Auditoría', '/audit_trail', 'organization', 'solution', 95, p.idmenu
  FROM (SELECT idmenu FROM "menu" WHERE "nombre" = 'Administración' AND "idpadre" IS NULL) AS p;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/audit_trail'
ON CONFLICT DO NOTHING;
