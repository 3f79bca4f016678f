CREATE TABLE "nota_credito" (
	"idnota" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(2) NOT NULL,
	"idventa" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"idserie" integer NOT NULL,
	"serie" varchar(4) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"codigo_motivo" varchar(2) NOT NULL,
	"sustento" varchar(250) NOT NULL,
	"idpersona" integer NOT NULL,
	"idmoneda" integer NOT NULL,
	"tipo_cambio" numeric(10, 4) DEFAULT '1' NOT NULL,
	"gravadas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"exoneradas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"inafectas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"exportacion" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gratuitas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igv" numeric(14, 2) DEFAULT '0' NOT NULL,
	"icbper" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"devuelve_stock" boolean DEFAULT false NOT NULL,
	"idalmacen" integer,
	"idcredito" integer,
	"monto_credito" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credito_antes" jsonb,
	"monto_caja" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cuotas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cpe_documento_id" integer,
	"estado" smallint DEFAULT 1 NOT NULL,
	"motivo_reversion" varchar(250),
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nota_credito_tipo_check" CHECK ("nota_credito"."tipo" in ('07', '08')),
	CONSTRAINT "nota_credito_estado_check" CHECK ("nota_credito"."estado" in (0, 1)),
	CONSTRAINT "nota_credito_total_check" CHECK ("nota_credito"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nota_credito_detalle" (
	"iddetallenota" serial PRIMARY KEY NOT NULL,
	"idnota" integer NOT NULL,
	"item" integer NOT NULL,
	"iddetalle" integer,
	"producto_id" integer,
	"descripcion" varchar(500) NOT NULL,
	"unidad_medida_id" integer,
	"codigo_sunat" varchar(3) NOT NULL,
	"factor" numeric(14, 4) DEFAULT '1' NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"cantidad_base" numeric(14, 4) NOT NULL,
	"precio_unitario" numeric(16, 6) NOT NULL,
	"valor_unitario" numeric(16, 6) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gratuito" boolean DEFAULT false NOT NULL,
	"tipo_afectacion" varchar(2) DEFAULT '10' NOT NULL,
	"icbper" boolean DEFAULT false NOT NULL,
	"valor_venta" numeric(14, 2) NOT NULL,
	"igv" numeric(14, 2) NOT NULL,
	"monto_icbper" numeric(14, 2) DEFAULT '0' NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"devuelve" boolean DEFAULT false NOT NULL,
	"series" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "nota_credito_detalle_cantidad_check" CHECK ("nota_credito_detalle"."cantidad" > 0)
);
--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_idmoneda_moneda_idmoneda_fk" FOREIGN KEY ("idmoneda") REFERENCES "public"."moneda"("idmoneda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_idcredito_credito_idcredito_fk" FOREIGN KEY ("idcredito") REFERENCES "public"."credito"("idcredito") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_cpe_documento_id_cpe_documento_id_fk" FOREIGN KEY ("cpe_documento_id") REFERENCES "public"."cpe_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD CONSTRAINT "nota_credito_detalle_idnota_nota_credito_idnota_fk" FOREIGN KEY ("idnota") REFERENCES "public"."nota_credito"("idnota") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD CONSTRAINT "nota_credito_detalle_iddetalle_venta_detalle_iddetalle_fk" FOREIGN KEY ("iddetalle") REFERENCES "public"."venta_detalle"("iddetalle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD CONSTRAINT "nota_credito_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD CONSTRAINT "nota_credito_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nota_credito_numero_key" ON "nota_credito" USING btree ("idserie","numero");--> statement-breakpoint
CREATE INDEX "nota_credito_venta_idx" ON "nota_credito" USING btree ("idventa");--> statement-breakpoint
CREATE INDEX "nota_credito_fecha_idx" ON "nota_credito" USING btree ("fecha","idnota");--> statement-breakpoint
CREATE INDEX "nota_credito_sucursal_fecha_idx" ON "nota_credito" USING btree ("idsucursal","fecha");--> statement-breakpoint
CREATE INDEX "nota_credito_cpe_idx" ON "nota_credito" USING btree ("cpe_documento_id");--> statement-breakpoint
CREATE INDEX "nota_credito_detalle_nota_idx" ON "nota_credito_detalle" USING btree ("idnota");--> statement-breakpoint
CREATE INDEX "nota_credito_detalle_venta_idx" ON "nota_credito_detalle" USING btree ("iddetalle");--> statement-breakpoint
-- Branches that exist without note series get them: FC/BC (07) and FD/BD (08) + the branch's number
-- (FC01, BC01, FD01, BD01 for the first branch, ...); a new installation's seed adds its own.
INSERT INTO "serie" ("idcomprobante", "idsucursal", "serie")
SELECT c.idcomprobante, s.idsucursal, p.letra || (CASE c.codigo WHEN '07' THEN 'C' ELSE 'D' END) || lpad(s.n::text, 2, '0')
  FROM (SELECT idsucursal, row_number() OVER (ORDER BY idsucursal) AS n FROM "sucursal") s
 CROSS JOIN "comprobante" c
 CROSS JOIN (VALUES ('F'), ('B')) AS p(letra)
 WHERE c.codigo IN ('07', '08') AND s.n < 100
   AND NOT EXISTS (SELECT 1 FROM "serie" x WHERE x.idcomprobante = c.idcomprobante AND x.idsucursal = s.idsucursal AND x.serie LIKE p.letra || '%')
ON CONFLICT DO NOTHING;
