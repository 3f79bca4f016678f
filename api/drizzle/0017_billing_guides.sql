CREATE TABLE "guia" (
	"idguia" serial PRIMARY KEY NOT NULL,
	"idserie" integer NOT NULL,
	"serie" varchar(4) NOT NULL,
	"numero" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"fecha_emision" date NOT NULL,
	"fecha_traslado" date NOT NULL,
	"motivo" varchar(2) NOT NULL,
	"descripcion_motivo" varchar(100),
	"modalidad" varchar(2) NOT NULL,
	"vehiculo_m1l" smallint DEFAULT 0 NOT NULL,
	"transportista_ruc" varchar(11),
	"transportista_razon_social" varchar(200),
	"transportista_mtc" varchar(20),
	"placas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conductores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partida_ubigeo" varchar(6) NOT NULL,
	"partida_direccion" varchar(200) NOT NULL,
	"partida_codigo_local" varchar(4),
	"llegada_ubigeo" varchar(6) NOT NULL,
	"llegada_direccion" varchar(200) NOT NULL,
	"llegada_codigo_local" varchar(4),
	"peso_bruto" numeric(12, 3) NOT NULL,
	"unidad_peso" varchar(3) DEFAULT 'KGM' NOT NULL,
	"bultos" integer,
	"idpersona" integer,
	"destinatario_tipo_documento" varchar(1) NOT NULL,
	"destinatario_numero_documento" varchar(15) NOT NULL,
	"destinatario_nombre" varchar(200) NOT NULL,
	"idventa" integer,
	"idtransferencia" integer,
	"documento_relacionado_tipo" varchar(2),
	"documento_relacionado_numero" varchar(30),
	"observacion" varchar(500),
	"estado" smallint DEFAULT 1 NOT NULL,
	"cpe_documento_id" integer,
	"cpe_anteriores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guia_peso_check" CHECK ("guia"."peso_bruto" > 0),
	CONSTRAINT "guia_estado_check" CHECK ("guia"."estado" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "guia_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"idguia" integer NOT NULL,
	"producto_id" integer,
	"unidad_medida_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	CONSTRAINT "guia_detalle_cantidad_check" CHECK ("guia_detalle"."cantidad" > 0)
);
--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_idtransferencia_transferencia_idtransferencia_fk" FOREIGN KEY ("idtransferencia") REFERENCES "public"."transferencia"("idtransferencia") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_cpe_documento_id_cpe_documento_id_fk" FOREIGN KEY ("cpe_documento_id") REFERENCES "public"."cpe_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_detalle" ADD CONSTRAINT "guia_detalle_idguia_guia_idguia_fk" FOREIGN KEY ("idguia") REFERENCES "public"."guia"("idguia") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_detalle" ADD CONSTRAINT "guia_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_detalle" ADD CONSTRAINT "guia_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guia_numero_key" ON "guia" USING btree ("idserie","numero");--> statement-breakpoint
CREATE INDEX "guia_fecha_idx" ON "guia" USING btree ("idsucursal","fecha_emision");--> statement-breakpoint
CREATE INDEX "guia_transferencia_idx" ON "guia" USING btree ("idtransferencia");--> statement-breakpoint
CREATE INDEX "guia_detalle_guia_idx" ON "guia_detalle" USING btree ("idguia");--> statement-breakpoint
-- Branches that exist without a guide series get one (T001 for the first branch, ...); a new installation's seed adds its own.
INSERT INTO "serie" ("idcomprobante", "idsucursal", "serie")
SELECT c.idcomprobante, s.idsucursal, 'T' || lpad(s.n::text, 3, '0')
  FROM (SELECT idsucursal, row_number() OVER (ORDER BY idsucursal) AS n FROM "sucursal") s
 CROSS JOIN "comprobante" c
 WHERE c.codigo = '09' AND s.n < 1000
   AND NOT EXISTS (SELECT 1 FROM "serie" x WHERE x.idcomprobante = c.idcomprobante AND x.idsucursal = s.idsucursal)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The sales migration adds the 'Ventas' group and this screen too: whichever runs first creates them.
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Ventas', 'shop', 20
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Guías de remisión', '/electronic_guide', 'billing-cpe', 'car', 50, p.idmenu
  FROM (SELECT min(idmenu) AS idmenu FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL) AS p
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "ruta" = '/electronic_guide');
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/electronic_guide'
ON CONFLICT DO NOTHING;
