-- Sales (issue 14): the sale, its lines, payment forms, dispatch steps and CPE history; the Ventas menus.
CREATE TABLE "venta" (
	"idventa" serial PRIMARY KEY NOT NULL,
	"idsucursal" integer NOT NULL,
	"idalmacen" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"idserie" integer NOT NULL,
	"idcomprobante" integer NOT NULL,
	"codigo_comprobante" varchar(4) NOT NULL,
	"serie" varchar(4) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"fecha_vencimiento" date,
	"idmoneda" integer NOT NULL,
	"tipo_cambio" numeric(10, 4) DEFAULT '1' NOT NULL,
	"idpersona" integer NOT NULL,
	"tipo_pago_id" integer NOT NULL,
	"idcanal" integer,
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
	"pagado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vuelto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"detraccion" boolean DEFAULT false NOT NULL,
	"detraccion_codigo" varchar(3),
	"detraccion_porcentaje" numeric(5, 2),
	"detraccion_monto" numeric(14, 2),
	"detraccion_cuenta" varchar(30),
	"observaciones" varchar(500),
	"aplica_despacho" boolean DEFAULT false NOT NULL,
	"despacho_estado" smallint,
	"direccion_entrega" varchar(250),
	"con_series" boolean DEFAULT false NOT NULL,
	"a4" boolean DEFAULT false NOT NULL,
	"ticket" boolean DEFAULT true NOT NULL,
	"idcredito" integer,
	"idapertura" integer,
	"cpe_documento_id" integer,
	"estado_venta" smallint DEFAULT 1 NOT NULL,
	"anulado" timestamp with time zone,
	"idusuario_anula" integer,
	"motivo_anulacion" varchar(250),
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venta_tipo_cambio_check" CHECK ("venta"."tipo_cambio" > 0),
	CONSTRAINT "venta_estado_check" CHECK ("venta"."estado_venta" in (0, 1)),
	CONSTRAINT "venta_despacho_check" CHECK (("venta"."aplica_despacho" and "venta"."despacho_estado" between 1 and 3) or (not "venta"."aplica_despacho" and "venta"."despacho_estado" is null))
);
--> statement-breakpoint
CREATE TABLE "venta_cpe" (
	"idventa" integer NOT NULL,
	"cpe_documento_id" integer NOT NULL,
	"motivo" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venta_despacho" (
	"iddespacho" serial PRIMARY KEY NOT NULL,
	"idventa" integer NOT NULL,
	"estado" smallint NOT NULL,
	"observacion" varchar(250),
	"idusuario" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venta_despacho_estado_check" CHECK ("venta_despacho"."estado" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "venta_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"idventa" integer NOT NULL,
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
	"costo_unitario" numeric(16, 6),
	CONSTRAINT "venta_detalle_cantidad_check" CHECK ("venta_detalle"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "venta_pago" (
	"idventapago" serial PRIMARY KEY NOT NULL,
	"idventa" integer NOT NULL,
	"idformapago" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"referencia" varchar(60),
	"idcuentabancaria" integer,
	CONSTRAINT "venta_pago_monto_check" CHECK ("venta_pago"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idcomprobante_comprobante_idcomprobante_fk" FOREIGN KEY ("idcomprobante") REFERENCES "public"."comprobante"("idcomprobante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idmoneda_moneda_idmoneda_fk" FOREIGN KEY ("idmoneda") REFERENCES "public"."moneda"("idmoneda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_tipo_pago_id_tipo_pago_idtipopago_fk" FOREIGN KEY ("tipo_pago_id") REFERENCES "public"."tipo_pago"("idtipopago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idcanal_canal_venta_idcanal_fk" FOREIGN KEY ("idcanal") REFERENCES "public"."canal_venta"("idcanal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idcredito_credito_idcredito_fk" FOREIGN KEY ("idcredito") REFERENCES "public"."credito"("idcredito") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_cpe_documento_id_cpe_documento_id_fk" FOREIGN KEY ("cpe_documento_id") REFERENCES "public"."cpe_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_cpe" ADD CONSTRAINT "venta_cpe_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_cpe" ADD CONSTRAINT "venta_cpe_cpe_documento_id_cpe_documento_id_fk" FOREIGN KEY ("cpe_documento_id") REFERENCES "public"."cpe_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_despacho" ADD CONSTRAINT "venta_despacho_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_despacho" ADD CONSTRAINT "venta_despacho_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD CONSTRAINT "venta_detalle_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD CONSTRAINT "venta_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD CONSTRAINT "venta_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pago" ADD CONSTRAINT "venta_pago_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pago" ADD CONSTRAINT "venta_pago_idformapago_forma_pago_idformapago_fk" FOREIGN KEY ("idformapago") REFERENCES "public"."forma_pago"("idformapago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pago" ADD CONSTRAINT "venta_pago_idcuentabancaria_cuenta_bancaria_idcuentabancaria_fk" FOREIGN KEY ("idcuentabancaria") REFERENCES "public"."cuenta_bancaria"("idcuentabancaria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venta_serie_numero_key" ON "venta" USING btree ("idserie","numero");--> statement-breakpoint
CREATE INDEX "venta_fecha_idx" ON "venta" USING btree ("fecha","idventa");--> statement-breakpoint
CREATE INDEX "venta_sucursal_fecha_idx" ON "venta" USING btree ("idsucursal","fecha");--> statement-breakpoint
CREATE INDEX "venta_usuario_fecha_idx" ON "venta" USING btree ("idusuario","fecha");--> statement-breakpoint
CREATE INDEX "venta_persona_idx" ON "venta" USING btree ("idpersona");--> statement-breakpoint
CREATE INDEX "venta_cpe_idx" ON "venta" USING btree ("cpe_documento_id");--> statement-breakpoint
CREATE INDEX "venta_despacho_idx" ON "venta" USING btree ("despacho_estado","fecha") WHERE "venta"."aplica_despacho";--> statement-breakpoint
CREATE UNIQUE INDEX "venta_cpe_key" ON "venta_cpe" USING btree ("idventa","cpe_documento_id");--> statement-breakpoint
CREATE INDEX "venta_cpe_documento_idx" ON "venta_cpe" USING btree ("cpe_documento_id");--> statement-breakpoint
CREATE INDEX "venta_despacho_venta_idx" ON "venta_despacho" USING btree ("idventa");--> statement-breakpoint
CREATE INDEX "venta_detalle_venta_idx" ON "venta_detalle" USING btree ("idventa");--> statement-breakpoint
CREATE INDEX "venta_detalle_producto_idx" ON "venta_detalle" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "venta_pago_venta_idx" ON "venta_pago" USING btree ("idventa");--> statement-breakpoint
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Ventas', 'shopping-cart', 10 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'billing-cpe', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Ventas', '/sales', 'shopping-cart', 10),
               ('Reporte de ventas', '/report_sales', 'dashboard', 20),
               ('Despachos', '/dispatches', 'car', 30),
               ('Gestión CPE', '/manage_cpe', 'file-text', 40),
               ('Notas de crédito', '/credit_note', 'solution', 50),
               ('Guías de remisión', '/electronic_guide', 'inbox', 60)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL) AS p
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/sales', '/report_sales', '/dispatches', '/manage_cpe', '/credit_note', '/electronic_guide')
ON CONFLICT DO NOTHING;
