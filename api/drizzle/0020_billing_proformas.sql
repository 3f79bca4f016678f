CREATE TABLE "proforma" (
	"idproforma" serial PRIMARY KEY NOT NULL,
	"idsucursal" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"idserie" integer NOT NULL,
	"serie" varchar(4) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"fecha_validez" date NOT NULL,
	"idmoneda" integer NOT NULL,
	"tipo_cambio" numeric(10, 4) DEFAULT '1' NOT NULL,
	"idpersona" integer NOT NULL,
	"gravadas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"exoneradas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"inafectas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"exportacion" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gratuitas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"descuento_global" numeric(14, 2) DEFAULT '0' NOT NULL,
	"descuentos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igv" numeric(14, 2) DEFAULT '0' NOT NULL,
	"icbper" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"forma_pago" varchar(100),
	"tiempo_entrega" varchar(100),
	"condiciones" varchar(1000),
	"observaciones" varchar(500),
	"estado" smallint DEFAULT 1 NOT NULL,
	"idventa" integer,
	"idpedido" integer,
	"convertido" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proforma_tipo_cambio_check" CHECK ("proforma"."tipo_cambio" > 0),
	CONSTRAINT "proforma_estado_check" CHECK ("proforma"."estado" in (1, 2)),
	CONSTRAINT "proforma_validez_check" CHECK ("proforma"."fecha_validez" >= "proforma"."fecha"),
	CONSTRAINT "proforma_convertida_check" CHECK (("proforma"."estado" = 2) = ("proforma"."idventa" is not null or "proforma"."idpedido" is not null))
);
--> statement-breakpoint
CREATE TABLE "proforma_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"idproforma" integer NOT NULL,
	"item" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"unidad_medida_id" integer NOT NULL,
	"factor" numeric(14, 4) NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"cantidad_base" numeric(14, 4) NOT NULL,
	"precio_unitario" numeric(16, 6) NOT NULL,
	"valor_unitario" numeric(16, 6) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tipo_afectacion" varchar(2) DEFAULT '10' NOT NULL,
	"gratuito" boolean DEFAULT false NOT NULL,
	"icbper" boolean DEFAULT false NOT NULL,
	"monto_icbper" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_venta" numeric(14, 2) NOT NULL,
	"igv" numeric(14, 2) NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	CONSTRAINT "proforma_detalle_cantidad_check" CHECK ("proforma_detalle"."cantidad" > 0)
);
--> statement-breakpoint
ALTER TABLE "proforma" ADD CONSTRAINT "proforma_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma" ADD CONSTRAINT "proforma_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma" ADD CONSTRAINT "proforma_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma" ADD CONSTRAINT "proforma_idmoneda_moneda_idmoneda_fk" FOREIGN KEY ("idmoneda") REFERENCES "public"."moneda"("idmoneda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma" ADD CONSTRAINT "proforma_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma" ADD CONSTRAINT "proforma_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_detalle" ADD CONSTRAINT "proforma_detalle_idproforma_proforma_idproforma_fk" FOREIGN KEY ("idproforma") REFERENCES "public"."proforma"("idproforma") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_detalle" ADD CONSTRAINT "proforma_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_detalle" ADD CONSTRAINT "proforma_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proforma_serie_numero_key" ON "proforma" USING btree ("idserie","numero");--> statement-breakpoint
CREATE INDEX "proforma_fecha_idx" ON "proforma" USING btree ("fecha","idproforma");--> statement-breakpoint
CREATE INDEX "proforma_sucursal_fecha_idx" ON "proforma" USING btree ("idsucursal","fecha");--> statement-breakpoint
CREATE INDEX "proforma_usuario_fecha_idx" ON "proforma" USING btree ("idusuario","fecha");--> statement-breakpoint
CREATE INDEX "proforma_persona_idx" ON "proforma" USING btree ("idpersona");--> statement-breakpoint
CREATE INDEX "proforma_venta_idx" ON "proforma" USING btree ("idventa");--> statement-breakpoint
CREATE INDEX "proforma_detalle_proforma_idx" ON "proforma_detalle" USING btree ("idproforma");--> statement-breakpoint
-- The Proformas screen in the Ventas group, granted to the admins already present.
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Ventas', 'shopping-cart', 10 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Proformas', '/proformas', 'billing-cpe', 'file-text', 70, p.idmenu
  FROM (SELECT min(idmenu) AS idmenu FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL) AS p
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "ruta" = '/proformas');
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/proformas'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Branches without a proforma series get one: PR + the branch's number (PR01, PR02, ...).
INSERT INTO "serie" ("idcomprobante", "idsucursal", "serie")
SELECT c.idcomprobante, s.idsucursal, 'PR' || lpad(s.n::text, 2, '0')
  FROM (SELECT idsucursal, row_number() OVER (ORDER BY idsucursal) AS n FROM "sucursal") s
 CROSS JOIN "comprobante" c
 WHERE c.codigo = 'PR' AND s.n < 100
   AND NOT EXISTS (SELECT 1 FROM "serie" x WHERE x.idcomprobante = c.idcomprobante AND x.idsucursal = s.idsucursal)
ON CONFLICT DO NOTHING;
