CREATE TABLE "accesorio_vehiculo" (
	"idaccesorio" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estacion" (
	"idestacion" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"descripcion" varchar(200),
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marca_vehiculo" (
	"idmarcavehiculo" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modelo_vehiculo" (
	"idmodelovehiculo" serial PRIMARY KEY NOT NULL,
	"idmarcavehiculo" integer NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orden_servicio" (
	"idordenservicio" serial PRIMARY KEY NOT NULL,
	"numero" integer NOT NULL,
	"idvehiculo" integer NOT NULL,
	"idpersona" integer NOT NULL,
	"idestacion" integer,
	"idempleado" integer,
	"idalmacen" integer NOT NULL,
	"kilometraje" integer,
	"falla" varchar(1000) NOT NULL,
	"diagnostico" varchar(1000),
	"fecha_entrega" date,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"idusuario" integer NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orden_servicio_estado_check" CHECK ("orden_servicio"."estado" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "orden_servicio_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"idordenservicio" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"unidad_medida_id" integer NOT NULL,
	"servicio" boolean NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"cantidad_base" numeric(14, 4) NOT NULL,
	"precio_unitario" numeric(14, 4) NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "orden_servicio_detalle_estado_check" CHECK ("orden_servicio_detalle"."estado" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "requerimiento" (
	"idrequerimiento" serial PRIMARY KEY NOT NULL,
	"idvehiculo" integer NOT NULL,
	"idpersona" integer NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"kilometraje" integer,
	"estado" smallint DEFAULT 1 NOT NULL,
	"idordenservicio" integer,
	"idusuario" integer NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requerimiento_estado_check" CHECK ("requerimiento"."estado" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "vehiculo" (
	"idvehiculo" serial PRIMARY KEY NOT NULL,
	"placa" varchar(10) NOT NULL,
	"idmodelovehiculo" integer NOT NULL,
	"anio" smallint,
	"color" varchar(40),
	"vin" varchar(17),
	"motor" varchar(30),
	"kilometraje" integer,
	"observacion" text,
	"estado" smallint DEFAULT 1 NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehiculo_kilometraje_check" CHECK ("vehiculo"."kilometraje" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehiculo_propietario" (
	"idvehiculopropietario" serial PRIMARY KEY NOT NULL,
	"idvehiculo" integer NOT NULL,
	"idpersona" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "modelo_vehiculo" ADD CONSTRAINT "modelo_vehiculo_idmarcavehiculo_marca_vehiculo_idmarcavehiculo_fk" FOREIGN KEY ("idmarcavehiculo") REFERENCES "public"."marca_vehiculo"("idmarcavehiculo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_idvehiculo_vehiculo_idvehiculo_fk" FOREIGN KEY ("idvehiculo") REFERENCES "public"."vehiculo"("idvehiculo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_idestacion_estacion_idestacion_fk" FOREIGN KEY ("idestacion") REFERENCES "public"."estacion"("idestacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_idempleado_empleado_idempleado_fk" FOREIGN KEY ("idempleado") REFERENCES "public"."empleado"("idempleado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_detalle" ADD CONSTRAINT "orden_servicio_detalle_idordenservicio_orden_servicio_idordenservicio_fk" FOREIGN KEY ("idordenservicio") REFERENCES "public"."orden_servicio"("idordenservicio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_detalle" ADD CONSTRAINT "orden_servicio_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_detalle" ADD CONSTRAINT "orden_servicio_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requerimiento" ADD CONSTRAINT "requerimiento_idvehiculo_vehiculo_idvehiculo_fk" FOREIGN KEY ("idvehiculo") REFERENCES "public"."vehiculo"("idvehiculo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requerimiento" ADD CONSTRAINT "requerimiento_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requerimiento" ADD CONSTRAINT "requerimiento_idordenservicio_orden_servicio_idordenservicio_fk" FOREIGN KEY ("idordenservicio") REFERENCES "public"."orden_servicio"("idordenservicio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requerimiento" ADD CONSTRAINT "requerimiento_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_idmodelovehiculo_modelo_vehiculo_idmodelovehiculo_fk" FOREIGN KEY ("idmodelovehiculo") REFERENCES "public"."modelo_vehiculo"("idmodelovehiculo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_propietario" ADD CONSTRAINT "vehiculo_propietario_idvehiculo_vehiculo_idvehiculo_fk" FOREIGN KEY ("idvehiculo") REFERENCES "public"."vehiculo"("idvehiculo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_propietario" ADD CONSTRAINT "vehiculo_propietario_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accesorio_vehiculo_nombre_key" ON "accesorio_vehiculo" USING btree (texto_busqueda("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "estacion_nombre_key" ON "estacion" USING btree (texto_busqueda("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "marca_vehiculo_nombre_key" ON "marca_vehiculo" USING btree (texto_busqueda("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "modelo_vehiculo_nombre_key" ON "modelo_vehiculo" USING btree ("idmarcavehiculo",texto_busqueda("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "orden_servicio_numero_key" ON "orden_servicio" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "orden_servicio_vehiculo_idx" ON "orden_servicio" USING btree ("idvehiculo");--> statement-breakpoint
CREATE INDEX "orden_servicio_detalle_orden_idx" ON "orden_servicio_detalle" USING btree ("idordenservicio");--> statement-breakpoint
CREATE INDEX "requerimiento_orden_idx" ON "requerimiento" USING btree ("idordenservicio");--> statement-breakpoint
CREATE INDEX "requerimiento_vehiculo_idx" ON "requerimiento" USING btree ("idvehiculo","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculo_placa_key" ON "vehiculo" USING btree ("placa");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculo_vin_key" ON "vehiculo" USING btree ("vin");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculo_propietario_key" ON "vehiculo_propietario" USING btree ("idvehiculo","idpersona");--> statement-breakpoint
CREATE INDEX "vehiculo_propietario_persona_idx" ON "vehiculo_propietario" USING btree ("idpersona");
--> statement-breakpoint
-- The Taller group with the screens built so far (vehicles and their catalogues, requirements, service orders,
-- stations), granted to the admins already present; the other workshop screens add their menus when they are built.
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Taller', 'tool', 50 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Taller' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'workshop', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Vehículos', '/vehicles', 'car', 10), ('Requerimientos', '/vehicle_requirements', 'solution', 20),
              ('Órdenes de servicio', '/vehicle_order_services', 'file-text', 30),
              ('Estaciones', '/stations', 'tool', 50)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT min(idmenu) AS idmenu FROM "menu" WHERE "nombre" = 'Taller' AND "idpadre" IS NULL) AS p
 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "ruta" = v.ruta);
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/vehicles', '/vehicle_requirements', '/vehicle_order_services', '/stations')
ON CONFLICT DO NOTHING;
