CREATE TABLE "paquete" (
	"idpaquete" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"descripcion" varchar(500),
	"noches" smallint NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"vigencia_desde" date,
	"vigencia_hasta" date,
	"producto_id" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paquete_noches" CHECK ("paquete"."noches" between 0 and 60),
	CONSTRAINT "paquete_precio" CHECK ("paquete"."precio" > 0),
	CONSTRAINT "paquete_vigencia" CHECK ("paquete"."vigencia_hasta" is null or "paquete"."vigencia_desde" is null or "paquete"."vigencia_hasta" >= "paquete"."vigencia_desde")
);
--> statement-breakpoint
CREATE TABLE "paquete_dia" (
	"idpaquetedia" serial PRIMARY KEY NOT NULL,
	"idpaquete" integer NOT NULL,
	"dia" smallint NOT NULL,
	"titulo" varchar(120) NOT NULL,
	"descripcion" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "paquete_incluye" (
	"idpaqueteincluye" serial PRIMARY KEY NOT NULL,
	"idpaquete" integer NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"idtipohabitacion" integer,
	"idclasehabitacion" integer,
	"noches" smallint,
	"producto_id" integer,
	"cantidad" numeric(14, 4),
	CONSTRAINT "paquete_incluye_que" CHECK (("paquete_incluye"."producto_id" is null and ("paquete_incluye"."idtipohabitacion" is not null or "paquete_incluye"."idclasehabitacion" is not null) and "paquete_incluye"."noches" > 0)
        or ("paquete_incluye"."producto_id" is not null and "paquete_incluye"."idtipohabitacion" is null and "paquete_incluye"."idclasehabitacion" is null and "paquete_incluye"."cantidad" > 0))
);
--> statement-breakpoint
ALTER TABLE "reserva_estancia_huesped" ADD COLUMN "pais_emision" varchar(2);--> statement-breakpoint
ALTER TABLE "reserva_estancia_huesped" ADD COLUMN "pais_residencia" varchar(2);--> statement-breakpoint
ALTER TABLE "reserva_estancia_huesped" ADD COLUMN "fecha_ingreso_pais" date;--> statement-breakpoint
ALTER TABLE "paquete" ADD CONSTRAINT "paquete_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquete_dia" ADD CONSTRAINT "paquete_dia_idpaquete_paquete_idpaquete_fk" FOREIGN KEY ("idpaquete") REFERENCES "public"."paquete"("idpaquete") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquete_incluye" ADD CONSTRAINT "paquete_incluye_idpaquete_paquete_idpaquete_fk" FOREIGN KEY ("idpaquete") REFERENCES "public"."paquete"("idpaquete") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquete_incluye" ADD CONSTRAINT "paquete_incluye_idtipohabitacion_tipo_habitacion_idtipohabitacion_fk" FOREIGN KEY ("idtipohabitacion") REFERENCES "public"."tipo_habitacion"("idtipohabitacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquete_incluye" ADD CONSTRAINT "paquete_incluye_idclasehabitacion_clase_habitacion_idclasehabitacion_fk" FOREIGN KEY ("idclasehabitacion") REFERENCES "public"."clase_habitacion"("idclasehabitacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquete_incluye" ADD CONSTRAINT "paquete_incluye_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paquete_nombre_key" ON "paquete" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "paquete_producto_key" ON "paquete" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paquete_dia_key" ON "paquete_dia" USING btree ("idpaquete","dia");--> statement-breakpoint
CREATE INDEX "paquete_incluye_paquete_idx" ON "paquete_incluye" USING btree ("idpaquete");--> statement-breakpoint
-- Menu Hotel › Paquetes turísticos, granted to the admins (like /room and /grid in 0037).
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Paquetes turísticos', '/tourist-packages', 'hospitality', 'gift', 30, p.idmenu
  FROM (SELECT idmenu FROM "menu" WHERE "nombre" = 'Hotel' AND "idpadre" IS NULL) AS p
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "ruta" = '/tourist-packages');
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/tourist-packages'
ON CONFLICT DO NOTHING;
