CREATE TABLE "aerolinea" (
	"idaerolinea" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"codigo_iata" varchar(3),
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cama" (
	"idcama" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"plazas" numeric(3, 1) DEFAULT '1' NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clase_habitacion" (
	"idclasehabitacion" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habitacion" (
	"idhabitacion" serial PRIMARY KEY NOT NULL,
	"idsucursal" integer NOT NULL,
	"numero" varchar(10) NOT NULL,
	"idubicacion" integer NOT NULL,
	"idtipohabitacion" integer NOT NULL,
	"descripcion" varchar(200),
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "habitacion_estado" CHECK ("habitacion"."estado" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "habitacion_cama" (
	"idhabitacioncama" serial PRIMARY KEY NOT NULL,
	"idhabitacion" integer NOT NULL,
	"idcama" integer NOT NULL,
	"cantidad" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "habitacion_cama_cantidad" CHECK ("habitacion_cama"."cantidad" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "habitacion_clase" (
	"idhabitacionclase" serial PRIMARY KEY NOT NULL,
	"idhabitacion" integer NOT NULL,
	"idclasehabitacion" integer NOT NULL,
	"precio_noche" numeric(12, 2) NOT NULL,
	"precio_fin_semana" numeric(12, 2),
	CONSTRAINT "habitacion_clase_precio" CHECK ("habitacion_clase"."precio_noche" > 0 and coalesce("habitacion_clase"."precio_fin_semana", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "habitacion_servicio" (
	"idhabitacionservicio" serial PRIMARY KEY NOT NULL,
	"idhabitacion" integer NOT NULL,
	"idservicio" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserva" (
	"idreserva" serial PRIMARY KEY NOT NULL,
	"idsucursal" integer NOT NULL,
	"titular" varchar(150) NOT NULL,
	"telefono" varchar(20),
	"observacion" varchar(300),
	"idusuario" integer NOT NULL,
	"fecha_registro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserva_estancia" (
	"reserva_estancia_id" serial PRIMARY KEY NOT NULL,
	"idreserva" integer NOT NULL,
	"idhabitacion" integer NOT NULL,
	"idclasehabitacion" integer,
	"fecha_ingreso" date NOT NULL,
	"fecha_salida" date NOT NULL,
	"precio_noche" numeric(12, 2),
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "reserva_estancia_fechas" CHECK ("reserva_estancia"."fecha_salida" > "reserva_estancia"."fecha_ingreso"),
	CONSTRAINT "reserva_estancia_estado" CHECK ("reserva_estancia"."estado" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "servicio_habitacion" (
	"idservicio" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_habitacion" (
	"idtipohabitacion" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"capacidad" smallint DEFAULT 1 NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "tipo_habitacion_capacidad" CHECK ("tipo_habitacion"."capacidad" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "ubicacion" (
	"idubicacion" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habitacion" ADD CONSTRAINT "habitacion_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion" ADD CONSTRAINT "habitacion_idubicacion_ubicacion_idubicacion_fk" FOREIGN KEY ("idubicacion") REFERENCES "public"."ubicacion"("idubicacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion" ADD CONSTRAINT "habitacion_idtipohabitacion_tipo_habitacion_idtipohabitacion_fk" FOREIGN KEY ("idtipohabitacion") REFERENCES "public"."tipo_habitacion"("idtipohabitacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_cama" ADD CONSTRAINT "habitacion_cama_idhabitacion_habitacion_idhabitacion_fk" FOREIGN KEY ("idhabitacion") REFERENCES "public"."habitacion"("idhabitacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_cama" ADD CONSTRAINT "habitacion_cama_idcama_cama_idcama_fk" FOREIGN KEY ("idcama") REFERENCES "public"."cama"("idcama") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_clase" ADD CONSTRAINT "habitacion_clase_idhabitacion_habitacion_idhabitacion_fk" FOREIGN KEY ("idhabitacion") REFERENCES "public"."habitacion"("idhabitacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_clase" ADD CONSTRAINT "habitacion_clase_idclasehabitacion_clase_habitacion_idclasehabitacion_fk" FOREIGN KEY ("idclasehabitacion") REFERENCES "public"."clase_habitacion"("idclasehabitacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_servicio" ADD CONSTRAINT "habitacion_servicio_idhabitacion_habitacion_idhabitacion_fk" FOREIGN KEY ("idhabitacion") REFERENCES "public"."habitacion"("idhabitacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habitacion_servicio" ADD CONSTRAINT "habitacion_servicio_idservicio_servicio_habitacion_idservicio_fk" FOREIGN KEY ("idservicio") REFERENCES "public"."servicio_habitacion"("idservicio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva" ADD CONSTRAINT "reserva_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva" ADD CONSTRAINT "reserva_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia" ADD CONSTRAINT "reserva_estancia_idreserva_reserva_idreserva_fk" FOREIGN KEY ("idreserva") REFERENCES "public"."reserva"("idreserva") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia" ADD CONSTRAINT "reserva_estancia_idhabitacion_habitacion_idhabitacion_fk" FOREIGN KEY ("idhabitacion") REFERENCES "public"."habitacion"("idhabitacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia" ADD CONSTRAINT "reserva_estancia_idclasehabitacion_clase_habitacion_idclasehabitacion_fk" FOREIGN KEY ("idclasehabitacion") REFERENCES "public"."clase_habitacion"("idclasehabitacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aerolinea_nombre_key" ON "aerolinea" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "cama_nombre_key" ON "cama" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "clase_habitacion_nombre_key" ON "clase_habitacion" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "habitacion_numero_key" ON "habitacion" USING btree ("idsucursal",lower("numero"));--> statement-breakpoint
CREATE UNIQUE INDEX "habitacion_cama_key" ON "habitacion_cama" USING btree ("idhabitacion","idcama");--> statement-breakpoint
CREATE UNIQUE INDEX "habitacion_clase_key" ON "habitacion_clase" USING btree ("idhabitacion","idclasehabitacion");--> statement-breakpoint
CREATE UNIQUE INDEX "habitacion_servicio_key" ON "habitacion_servicio" USING btree ("idhabitacion","idservicio");--> statement-breakpoint
CREATE INDEX "reserva_estancia_reserva_idx" ON "reserva_estancia" USING btree ("idreserva");--> statement-breakpoint
CREATE UNIQUE INDEX "servicio_habitacion_nombre_key" ON "servicio_habitacion" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_habitacion_nombre_key" ON "tipo_habitacion" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "ubicacion_nombre_key" ON "ubicacion" USING btree (lower("nombre"));--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Two stays in force never share a night of one room, whoever saves them at the same time.
ALTER TABLE "reserva_estancia" ADD CONSTRAINT "reserva_estancia_sin_cruce"
  EXCLUDE USING gist ("idhabitacion" WITH =, daterange("fecha_ingreso", "fecha_salida", '[)') WITH &&)
  WHERE ("estado" <> 4);
--> statement-breakpoint
INSERT INTO "ubicacion" ("nombre", "orden") VALUES ('Primer piso', 1), ('Segundo piso', 2), ('Tercer piso', 3);
--> statement-breakpoint
INSERT INTO "tipo_habitacion" ("nombre", "capacidad") VALUES
('Simple', 1), ('Doble', 2), ('Matrimonial', 2), ('Triple', 3), ('Familiar', 4), ('Suite', 2);
--> statement-breakpoint
INSERT INTO "clase_habitacion" ("nombre") VALUES ('Estándar'), ('Superior'), ('Ejecutiva');
--> statement-breakpoint
INSERT INTO "cama" ("nombre", "plazas") VALUES
('Una plaza', 1), ('Plaza y media', 1.5), ('Dos plazas', 2), ('Queen', 2), ('King', 2), ('Camarote', 2), ('Cuna', 1);
--> statement-breakpoint
INSERT INTO "servicio_habitacion" ("nombre") VALUES
('Wi-Fi'), ('Televisión por cable'), ('Agua caliente'), ('Baño privado'), ('Aire acondicionado'), ('Calefacción'),
('Frigobar'), ('Caja fuerte'), ('Desayuno incluido'), ('Vista a la calle');
--> statement-breakpoint
INSERT INTO "aerolinea" ("nombre", "codigo_iata") VALUES
('LATAM Airlines', 'LA'), ('Sky Airline', 'H2'), ('JetSMART', 'JA'), ('Avianca', 'AV'), ('American Airlines', 'AA'),
('Copa Airlines', 'CM'), ('Iberia', 'IB'), ('Air Europa', 'UX'), ('KLM', 'KL'), ('Delta Air Lines', 'DL');
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "icono", "orden") VALUES ('Hotel', 'home', 46);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'hospitality', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Habitaciones', '/room', 'home', 10), ('Grilla de reservas', '/grid', 'book', 20)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Hotel' AND "idpadre" IS NULL) AS p;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/room', '/grid')
ON CONFLICT DO NOTHING;

--> statement-breakpoint
CREATE TABLE "profesion" (
	"idprofesion" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserva_estancia_huesped" (
	"reserva_estancia_huesped_id" serial PRIMARY KEY NOT NULL,
	"reserva_estancia_id" integer NOT NULL,
	"tipo_documento" varchar(1) NOT NULL,
	"numero_documento" varchar(15) NOT NULL,
	"nombres" varchar(150) NOT NULL,
	"nacionalidad" varchar(2) NOT NULL,
	"idprofesion" integer,
	"procedencia" varchar(100),
	"principal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reserva_estancia_huesped" ADD CONSTRAINT "reserva_estancia_huesped_reserva_estancia_id_reserva_estancia_reserva_estancia_id_fk" FOREIGN KEY ("reserva_estancia_id") REFERENCES "public"."reserva_estancia"("reserva_estancia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_huesped" ADD CONSTRAINT "reserva_estancia_huesped_idprofesion_profesion_idprofesion_fk" FOREIGN KEY ("idprofesion") REFERENCES "public"."profesion"("idprofesion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profesion_nombre_key" ON "profesion" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "reserva_estancia_huesped_documento_key" ON "reserva_estancia_huesped" USING btree ("reserva_estancia_id","tipo_documento","numero_documento");--> statement-breakpoint
CREATE UNIQUE INDEX "reserva_estancia_huesped_principal_key" ON "reserva_estancia_huesped" USING btree ("reserva_estancia_id") WHERE "reserva_estancia_huesped"."principal";
--> statement-breakpoint
INSERT INTO "profesion" ("nombre") VALUES
('Estudiante'), ('Docente'), ('Ingeniero'), ('Médico'), ('Abogado'), ('Contador'), ('Comerciante'), ('Empresario'),
('Arquitecto'), ('Enfermero'), ('Chofer'), ('Agricultor'), ('Artesano'), ('Jubilado'), ('Independiente'), ('Otro');
