-- Purchases (issue 13): the provider's document, its lines, and the /buys menu.
CREATE TABLE "compra" (
	"idcompra" serial PRIMARY KEY NOT NULL,
	"idpersona" integer NOT NULL,
	"tipo_documento" varchar(2) NOT NULL,
	"serie" varchar(20) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"idmoneda" integer NOT NULL,
	"tipo_cambio" numeric(10, 4) DEFAULT '1' NOT NULL,
	"idtipopago" integer NOT NULL,
	"idalmacen" integer NOT NULL,
	"incluye_igv" boolean DEFAULT false NOT NULL,
	"observacion" varchar(500),
	"gravadas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"exoneradas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"inafectas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"descuentos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igv" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"idcredito" integer,
	"idusuario" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado" timestamp with time zone,
	"idusuario_anula" integer,
	CONSTRAINT "compra_tipo_cambio_check" CHECK ("compra"."tipo_cambio" > 0)
);
--> statement-breakpoint
CREATE TABLE "compra_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"idcompra" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"unidad_medida_id" integer NOT NULL,
	"factor" numeric(14, 4) NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"cantidad_base" numeric(14, 4) NOT NULL,
	"costo_unitario" numeric(16, 6) NOT NULL,
	"tipo_afectacion" varchar(2) DEFAULT '10' NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_compra" numeric(14, 2) NOT NULL,
	"igv" numeric(14, 2) NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"costo_soles" numeric(16, 6) NOT NULL,
	CONSTRAINT "compra_detalle_cantidad_check" CHECK ("compra_detalle"."cantidad" > 0)
);
--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_idmoneda_moneda_idmoneda_fk" FOREIGN KEY ("idmoneda") REFERENCES "public"."moneda"("idmoneda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_idtipopago_tipo_pago_idtipopago_fk" FOREIGN KEY ("idtipopago") REFERENCES "public"."tipo_pago"("idtipopago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_idcredito_credito_idcredito_fk" FOREIGN KEY ("idcredito") REFERENCES "public"."credito"("idcredito") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra_detalle" ADD CONSTRAINT "compra_detalle_idcompra_compra_idcompra_fk" FOREIGN KEY ("idcompra") REFERENCES "public"."compra"("idcompra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra_detalle" ADD CONSTRAINT "compra_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra_detalle" ADD CONSTRAINT "compra_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compra_documento_key" ON "compra" USING btree ("idpersona",upper("serie"),"numero") WHERE "compra"."estado" = 1;--> statement-breakpoint
CREATE INDEX "compra_fecha_idx" ON "compra" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "compra_detalle_compra_idx" ON "compra_detalle" USING btree ("idcompra");--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Compras', '/buys', 'purchasing-credits', 'shopping-cart', 20, p.idmenu
  FROM "menu" p WHERE p."nombre" = 'Compras y créditos' AND p."idpadre" IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/buys'
ON CONFLICT DO NOTHING;
