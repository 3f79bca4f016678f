CREATE TABLE "reserva_estancia_extra" (
	"idextra" serial PRIMARY KEY NOT NULL,
	"reserva_estancia_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"unidad_medida_id" integer NOT NULL,
	"idalmacen" integer NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"cantidad_base" numeric(14, 4) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"idusuario" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserva_estancia_extra_cantidad" CHECK ("reserva_estancia_extra"."cantidad" > 0 and "reserva_estancia_extra"."precio_unitario" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reserva_estancia_pago" (
	"pago_id" serial PRIMARY KEY NOT NULL,
	"reserva_estancia_id" integer NOT NULL,
	"idformapago" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"referencia" varchar(60),
	"idusuario" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"idventa" integer,
	CONSTRAINT "reserva_estancia_pago_monto" CHECK ("reserva_estancia_pago"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "reserva_estancia" ADD COLUMN "fecha_checkin" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reserva_estancia" ADD COLUMN "fecha_checkout" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reserva_estancia" ADD COLUMN "idventa" integer;--> statement-breakpoint
ALTER TABLE "reserva_estancia_extra" ADD CONSTRAINT "reserva_estancia_extra_reserva_estancia_id_reserva_estancia_reserva_estancia_id_fk" FOREIGN KEY ("reserva_estancia_id") REFERENCES "public"."reserva_estancia"("reserva_estancia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_extra" ADD CONSTRAINT "reserva_estancia_extra_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_extra" ADD CONSTRAINT "reserva_estancia_extra_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_extra" ADD CONSTRAINT "reserva_estancia_extra_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_extra" ADD CONSTRAINT "reserva_estancia_extra_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_pago" ADD CONSTRAINT "reserva_estancia_pago_reserva_estancia_id_reserva_estancia_reserva_estancia_id_fk" FOREIGN KEY ("reserva_estancia_id") REFERENCES "public"."reserva_estancia"("reserva_estancia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_pago" ADD CONSTRAINT "reserva_estancia_pago_idformapago_forma_pago_idformapago_fk" FOREIGN KEY ("idformapago") REFERENCES "public"."forma_pago"("idformapago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_pago" ADD CONSTRAINT "reserva_estancia_pago_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserva_estancia_extra_estancia_idx" ON "reserva_estancia_extra" USING btree ("reserva_estancia_id");--> statement-breakpoint
CREATE INDEX "reserva_estancia_pago_estancia_idx" ON "reserva_estancia_pago" USING btree ("reserva_estancia_id");--> statement-breakpoint
-- What a check-out sells for the nights and a late check-out: a service (no stock), in the unit ZZ.
INSERT INTO "producto" ("codigo_producto", "denominacion", "unidad_medida_id", "tipo_afectacion", "servicio", "control_stock")
SELECT 'SRV-HOSPEDAJE', 'SERVICIO DE HOSPEDAJE', u.unidad_medida_id, '10', true, false
  FROM "unidad_medida" u WHERE u.codigo_sunat = 'ZZ'
   AND NOT EXISTS (SELECT 1 FROM "producto" WHERE lower("codigo_producto") = 'srv-hospedaje')
 LIMIT 1;
--> statement-breakpoint
INSERT INTO "producto_unidad" ("producto_id", "unidad_medida_id", "factor", "base")
SELECT p.producto_id, p.unidad_medida_id, 1, true FROM "producto" p
 WHERE lower(p.codigo_producto) = 'srv-hospedaje'
ON CONFLICT DO NOTHING;
