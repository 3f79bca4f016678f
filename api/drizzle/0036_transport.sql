CREATE TABLE "adelanto_turno" (
	"idadelantoturno" serial PRIMARY KEY NOT NULL,
	"idsucursal_origen" integer NOT NULL,
	"idsucursal_destino" integer NOT NULL,
	"placa" varchar(8) NOT NULL,
	"idtransportista" integer NOT NULL,
	"turno_programado" timestamp with time zone NOT NULL,
	"salida" timestamp with time zone NOT NULL,
	"motivo" varchar(300),
	"importe" numeric(12, 2) DEFAULT '0' NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"idusuario" integer NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salida_vehiculo" (
	"idsalidavehiculos" serial PRIMARY KEY NOT NULL,
	"idsucursal_origen" integer NOT NULL,
	"idsucursal_destino" integer NOT NULL,
	"placa" varchar(8) NOT NULL,
	"idtransportista" integer NOT NULL,
	"fecha_salida" timestamp with time zone NOT NULL,
	"idadelantoturno" integer,
	"observacion" varchar(300),
	"estado" smallint DEFAULT 1 NOT NULL,
	"idusuario" integer NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transportista" (
	"idtransportista" serial PRIMARY KEY NOT NULL,
	"tipo_documento" varchar(1) DEFAULT '1' NOT NULL,
	"numero_documento" varchar(15) NOT NULL,
	"nombres" varchar(120) NOT NULL,
	"apellidos" varchar(120) NOT NULL,
	"licencia" varchar(10) NOT NULL,
	"categoria" varchar(6) NOT NULL,
	"licencia_vence" date NOT NULL,
	"telefono" varchar(20),
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "idremitente" integer;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "idconsignado" integer;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "consignado_email" varchar(120);--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "notificar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "idsalidavehiculos" integer;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "piezas" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "peso" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "valor_declarado" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "precio" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "paga" varchar(10) DEFAULT 'remitente' NOT NULL;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "idventa" integer;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "receptor_documento" varchar(15);--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "receptor_nombre" varchar(200);--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "receptor_firma" text;--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "idusuario" integer;--> statement-breakpoint
ALTER TABLE "adelanto_turno" ADD CONSTRAINT "adelanto_turno_idsucursal_origen_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal_origen") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adelanto_turno" ADD CONSTRAINT "adelanto_turno_idsucursal_destino_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal_destino") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adelanto_turno" ADD CONSTRAINT "adelanto_turno_idtransportista_transportista_idtransportista_fk" FOREIGN KEY ("idtransportista") REFERENCES "public"."transportista"("idtransportista") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adelanto_turno" ADD CONSTRAINT "adelanto_turno_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida_vehiculo" ADD CONSTRAINT "salida_vehiculo_idsucursal_origen_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal_origen") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida_vehiculo" ADD CONSTRAINT "salida_vehiculo_idsucursal_destino_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal_destino") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida_vehiculo" ADD CONSTRAINT "salida_vehiculo_idtransportista_transportista_idtransportista_fk" FOREIGN KEY ("idtransportista") REFERENCES "public"."transportista"("idtransportista") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida_vehiculo" ADD CONSTRAINT "salida_vehiculo_idadelantoturno_adelanto_turno_idadelantoturno_fk" FOREIGN KEY ("idadelantoturno") REFERENCES "public"."adelanto_turno"("idadelantoturno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida_vehiculo" ADD CONSTRAINT "salida_vehiculo_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adelanto_turno_salida_idx" ON "adelanto_turno" USING btree ("salida");--> statement-breakpoint
CREATE INDEX "salida_vehiculo_fecha_idx" ON "salida_vehiculo" USING btree ("fecha_salida");--> statement-breakpoint
CREATE UNIQUE INDEX "transportista_documento_key" ON "transportista" USING btree ("numero_documento");--> statement-breakpoint
CREATE UNIQUE INDEX "transportista_licencia_key" ON "transportista" USING btree ("licencia");--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idremitente_persona_idpersona_fk" FOREIGN KEY ("idremitente") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idconsignado_persona_idpersona_fk" FOREIGN KEY ("idconsignado") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idadelantoturno_adelanto_turno_idadelantoturno_fk" FOREIGN KEY ("idadelantoturno") REFERENCES "public"."adelanto_turno"("idadelantoturno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idsalidavehiculos_salida_vehiculo_idsalidavehiculos_fk" FOREIGN KEY ("idsalidavehiculos") REFERENCES "public"."salida_vehiculo"("idsalidavehiculos") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encomienda_salida_idx" ON "encomienda" USING btree ("idsalidavehiculos");--> statement-breakpoint
CREATE INDEX "encomienda_turno_idx" ON "encomienda" USING btree ("idadelantoturno");--> statement-breakpoint
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Transporte', 'car', 45 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Transporte' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'transport', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Encomiendas', '/parcel_register', 'inbox', 10),
               ('Salidas de vehículos', '/exit_vehicles', 'car', 20),
               ('Adelantos de turno', '/advance_shift', 'dashboard', 30),
               ('Conductores', '/management_driver', 'team', 40),
               ('Reporte de encomiendas', '/report_parcel_register', 'file-text', 50),
               ('Reporte de salidas', '/report_exit_vehicles', 'file-text', 60),
               ('Reporte de adelantos de turno', '/report_advance_shift', 'file-text', 70)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Transporte' AND "idpadre" IS NULL) AS p
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/parcel_register', '/exit_vehicles', '/advance_shift', '/management_driver',
       '/report_parcel_register', '/report_exit_vehicles', '/report_advance_shift')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The freight a parcel invoice sells: a service (no stock), in the unit ZZ.
INSERT INTO "producto" ("codigo_producto", "denominacion", "unidad_medida_id", "tipo_afectacion", "servicio", "control_stock")
SELECT 'SRV-ENCOMIENDA', 'SERVICIO DE TRANSPORTE DE ENCOMIENDA', u.unidad_medida_id, '10', true, false
  FROM "unidad_medida" u WHERE u.codigo_sunat = 'ZZ'
   AND NOT EXISTS (SELECT 1 FROM "producto" WHERE lower("codigo_producto") = 'srv-encomienda')
 LIMIT 1;
--> statement-breakpoint
INSERT INTO "producto_unidad" ("producto_id", "unidad_medida_id", "factor", "base")
SELECT p.producto_id, p.unidad_medida_id, 1, true FROM "producto" p
 WHERE lower(p.codigo_producto) = 'srv-encomienda'
ON CONFLICT DO NOTHING;
