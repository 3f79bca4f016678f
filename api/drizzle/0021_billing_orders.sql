CREATE TABLE "pedido" (
	"idpedido" serial PRIMARY KEY NOT NULL,
	"idsucursal" integer NOT NULL,
	"idalmacen" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"idpersona" integer NOT NULL,
	"fecha" date NOT NULL,
	"fecha_entrega" date,
	"idmoneda" integer NOT NULL,
	"tipo_cambio" numeric(10, 4) DEFAULT '1' NOT NULL,
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
	"observaciones" varchar(500),
	"estado" smallint DEFAULT 1 NOT NULL,
	"idproforma" integer,
	"motivo_anulacion" varchar(250),
	"anulado" timestamp with time zone,
	"idusuario_anula" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedido_estado_check" CHECK ("pedido"."estado" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "pedido_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"idpedido" integer NOT NULL,
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
	"facturada" numeric(14, 4) DEFAULT '0' NOT NULL,
	"reservado" numeric(14, 4) DEFAULT '0' NOT NULL,
	"pedido_nota_consumo_maestro_id" integer,
	CONSTRAINT "pedido_detalle_cantidad_check" CHECK ("pedido_detalle"."cantidad" > 0),
	CONSTRAINT "pedido_detalle_facturada_check" CHECK ("pedido_detalle"."facturada" >= 0 and "pedido_detalle"."facturada" <= "pedido_detalle"."cantidad"),
	CONSTRAINT "pedido_detalle_reservado_check" CHECK ("pedido_detalle"."reservado" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pedido_nota_consumo_maestro" (
	"pedido_nota_consumo_maestro_id" serial PRIMARY KEY NOT NULL,
	"idpedido" integer NOT NULL,
	"idalmacen" integer NOT NULL,
	"categoria" varchar(2) DEFAULT 'CS' NOT NULL,
	"referencia" varchar(120),
	"idusuario" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_venta" (
	"idpedidoventa" serial PRIMARY KEY NOT NULL,
	"idpedido" integer NOT NULL,
	"iddetalle" integer NOT NULL,
	"idventa" integer NOT NULL,
	"iddetalle_venta" integer NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedido_venta_cantidad_check" CHECK ("pedido_venta"."cantidad" > 0)
);
--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_idmoneda_moneda_idmoneda_fk" FOREIGN KEY ("idmoneda") REFERENCES "public"."moneda"("idmoneda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_idproforma_proforma_idproforma_fk" FOREIGN KEY ("idproforma") REFERENCES "public"."proforma"("idproforma") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_detalle" ADD CONSTRAINT "pedido_detalle_idpedido_pedido_idpedido_fk" FOREIGN KEY ("idpedido") REFERENCES "public"."pedido"("idpedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_detalle" ADD CONSTRAINT "pedido_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_detalle" ADD CONSTRAINT "pedido_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_detalle" ADD CONSTRAINT "pedido_detalle_pedido_nota_consumo_maestro_id_pedido_nota_consumo_maestro_pedido_nota_consumo_maestro_id_fk" FOREIGN KEY ("pedido_nota_consumo_maestro_id") REFERENCES "public"."pedido_nota_consumo_maestro"("pedido_nota_consumo_maestro_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_nota_consumo_maestro" ADD CONSTRAINT "pedido_nota_consumo_maestro_idpedido_pedido_idpedido_fk" FOREIGN KEY ("idpedido") REFERENCES "public"."pedido"("idpedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_nota_consumo_maestro" ADD CONSTRAINT "pedido_nota_consumo_maestro_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_nota_consumo_maestro" ADD CONSTRAINT "pedido_nota_consumo_maestro_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venta" ADD CONSTRAINT "pedido_venta_idpedido_pedido_idpedido_fk" FOREIGN KEY ("idpedido") REFERENCES "public"."pedido"("idpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venta" ADD CONSTRAINT "pedido_venta_iddetalle_pedido_detalle_iddetalle_fk" FOREIGN KEY ("iddetalle") REFERENCES "public"."pedido_detalle"("iddetalle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venta" ADD CONSTRAINT "pedido_venta_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venta" ADD CONSTRAINT "pedido_venta_iddetalle_venta_venta_detalle_iddetalle_fk" FOREIGN KEY ("iddetalle_venta") REFERENCES "public"."venta_detalle"("iddetalle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_fecha_idx" ON "pedido" USING btree ("fecha","idpedido");--> statement-breakpoint
CREATE INDEX "pedido_usuario_idx" ON "pedido" USING btree ("idusuario","fecha");--> statement-breakpoint
CREATE INDEX "pedido_persona_idx" ON "pedido" USING btree ("idpersona");--> statement-breakpoint
CREATE INDEX "pedido_detalle_pedido_idx" ON "pedido_detalle" USING btree ("idpedido");--> statement-breakpoint
CREATE INDEX "pedido_detalle_reserva_idx" ON "pedido_detalle" USING btree ("producto_id") WHERE "pedido_detalle"."reservado" > 0;--> statement-breakpoint
CREATE INDEX "pedido_nota_consumo_pedido_idx" ON "pedido_nota_consumo_maestro" USING btree ("idpedido");--> statement-breakpoint
CREATE INDEX "pedido_venta_pedido_idx" ON "pedido_venta" USING btree ("idpedido");--> statement-breakpoint
CREATE INDEX "pedido_venta_venta_idx" ON "pedido_venta" USING btree ("idventa");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_venta_linea_key" ON "pedido_venta" USING btree ("iddetalle_venta");--> statement-breakpoint
-- A proforma converted into an order names it (proforma.idpedido is the proformas part's column; its key is added here, with the orders table).
ALTER TABLE "proforma" ADD CONSTRAINT "proforma_idpedido_pedido_idpedido_fk" FOREIGN KEY ("idpedido") REFERENCES "public"."pedido"("idpedido") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The Pedidos screen in the Ventas group, granted to the admins already present (like 0015..0018).
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Ventas', 'shop', 20
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Pedidos', '/orders', 'billing-cpe', 'solution', 15, p.idmenu
  FROM (SELECT min(idmenu) AS idmenu FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL) AS p
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "ruta" = '/orders');
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/orders'
ON CONFLICT DO NOTHING;
