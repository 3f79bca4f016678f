CREATE TABLE "guia_transportista" (
	"idguiatransportista" serial PRIMARY KEY NOT NULL,
	"idsalidavehiculos" integer NOT NULL,
	"idserie" integer NOT NULL,
	"serie" varchar(4) NOT NULL,
	"numero" integer NOT NULL,
	"fecha_emision" date NOT NULL,
	"remitente_tipo" varchar(1) NOT NULL,
	"remitente_documento" varchar(15) NOT NULL,
	"remitente_nombre" text NOT NULL,
	"destinatario_tipo" varchar(1) NOT NULL,
	"destinatario_documento" varchar(15) NOT NULL,
	"destinatario_nombre" text NOT NULL,
	"peso" numeric(12, 3) NOT NULL,
	"cpe_documento_id" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "registro_mtc" varchar(20);--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "idguiatransportista" integer;--> statement-breakpoint
ALTER TABLE "salida_vehiculo" ADD COLUMN "tuc" varchar(15);--> statement-breakpoint
ALTER TABLE "guia_transportista" ADD CONSTRAINT "guia_transportista_idsalidavehiculos_salida_vehiculo_idsalidavehiculos_fk" FOREIGN KEY ("idsalidavehiculos") REFERENCES "public"."salida_vehiculo"("idsalidavehiculos") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_transportista" ADD CONSTRAINT "guia_transportista_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_transportista" ADD CONSTRAINT "guia_transportista_cpe_documento_id_cpe_documento_id_fk" FOREIGN KEY ("cpe_documento_id") REFERENCES "public"."cpe_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_transportista" ADD CONSTRAINT "guia_transportista_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guia_transportista_salida_idx" ON "guia_transportista" USING btree ("idsalidavehiculos");--> statement-breakpoint
CREATE UNIQUE INDEX "guia_transportista_numero_key" ON "guia_transportista" USING btree ("idserie","numero");--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idguiatransportista_guia_transportista_idguiatransportista_fk" FOREIGN KEY ("idguiatransportista") REFERENCES "public"."guia_transportista"("idguiatransportista") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encomienda_guia_transportista_idx" ON "encomienda" USING btree ("idguiatransportista");--> statement-breakpoint
INSERT INTO "comprobante" ("codigo", "nombre", "abreviatura", "sunat", "prefijo") VALUES
('31', 'Guía de remisión transportista', 'GT', true, 'V')
ON CONFLICT ("codigo") DO NOTHING;
--> statement-breakpoint
-- A carrier's guide's CPE belongs to whoever issued it in the exit's origin branch (data scope, as a 09's).
CREATE OR REPLACE VIEW "cpe_documento_origen" AS
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
SELECT d.id, NULL::integer, NULL::integer FROM "cpe_documento" d WHERE d.tipo_doc IN ('RC', 'RA')
UNION ALL
SELECT gt.cpe_documento_id, gt.idusuario, s.idsucursal_origen
  FROM "guia_transportista" gt JOIN "salida_vehiculo" s ON s.idsalidavehiculos = gt.idsalidavehiculos;
