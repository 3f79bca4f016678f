CREATE TABLE "orden_servicio_accesorio" (
	"idinventarioaccesorio" serial PRIMARY KEY NOT NULL,
	"idordenservicio" integer NOT NULL,
	"idaccesorio" integer NOT NULL,
	"cantidad" smallint DEFAULT 1 NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"observacion" varchar(200),
	CONSTRAINT "orden_servicio_accesorio_estado_check" CHECK ("orden_servicio_accesorio"."estado" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "orden_servicio_foto" (
	"idfoto" serial PRIMARY KEY NOT NULL,
	"idordenservicio" integer NOT NULL,
	"idtiempo" integer,
	"imagen" text NOT NULL,
	"descripcion" varchar(200),
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orden_servicio_inventario" (
	"idordenservicio" integer PRIMARY KEY NOT NULL,
	"combustible" smallint,
	"kilometraje" integer,
	"observaciones" varchar(1000),
	"idusuario" integer NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orden_servicio_inventario_combustible_check" CHECK ("orden_servicio_inventario"."combustible" between 0 and 8)
);
--> statement-breakpoint
CREATE TABLE "orden_servicio_tecnico" (
	"idordenserviciotecnico" serial PRIMARY KEY NOT NULL,
	"idordenservicio" integer NOT NULL,
	"idempleado" integer NOT NULL,
	"rol" smallint DEFAULT 2 NOT NULL,
	CONSTRAINT "orden_servicio_tecnico_rol_check" CHECK ("orden_servicio_tecnico"."rol" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "orden_servicio_accesorio" ADD CONSTRAINT "orden_servicio_accesorio_idordenservicio_orden_servicio_idordenservicio_fk" FOREIGN KEY ("idordenservicio") REFERENCES "public"."orden_servicio"("idordenservicio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_accesorio" ADD CONSTRAINT "orden_servicio_accesorio_idaccesorio_accesorio_vehiculo_idaccesorio_fk" FOREIGN KEY ("idaccesorio") REFERENCES "public"."accesorio_vehiculo"("idaccesorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_foto" ADD CONSTRAINT "orden_servicio_foto_idordenservicio_orden_servicio_idordenservicio_fk" FOREIGN KEY ("idordenservicio") REFERENCES "public"."orden_servicio"("idordenservicio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_foto" ADD CONSTRAINT "orden_servicio_foto_idtiempo_orden_servicio_tiempo_idtiempo_fk" FOREIGN KEY ("idtiempo") REFERENCES "public"."orden_servicio_tiempo"("idtiempo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_foto" ADD CONSTRAINT "orden_servicio_foto_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_inventario" ADD CONSTRAINT "orden_servicio_inventario_idordenservicio_orden_servicio_idordenservicio_fk" FOREIGN KEY ("idordenservicio") REFERENCES "public"."orden_servicio"("idordenservicio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_inventario" ADD CONSTRAINT "orden_servicio_inventario_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_tecnico" ADD CONSTRAINT "orden_servicio_tecnico_idordenservicio_orden_servicio_idordenservicio_fk" FOREIGN KEY ("idordenservicio") REFERENCES "public"."orden_servicio"("idordenservicio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_tecnico" ADD CONSTRAINT "orden_servicio_tecnico_idempleado_empleado_idempleado_fk" FOREIGN KEY ("idempleado") REFERENCES "public"."empleado"("idempleado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orden_servicio_accesorio_key" ON "orden_servicio_accesorio" USING btree ("idordenservicio","idaccesorio");--> statement-breakpoint
CREATE INDEX "orden_servicio_foto_orden_idx" ON "orden_servicio_foto" USING btree ("idordenservicio");--> statement-breakpoint
CREATE UNIQUE INDEX "orden_servicio_tecnico_key" ON "orden_servicio_tecnico" USING btree ("idordenservicio","idempleado");--> statement-breakpoint
CREATE INDEX "orden_servicio_tecnico_empleado_idx" ON "orden_servicio_tecnico" USING btree ("idempleado");--> statement-breakpoint
-- Every order's main technician becomes its first assignment (rol 1): orden_servicio.idempleado stays the main one.
INSERT INTO "orden_servicio_tecnico" ("idordenservicio", "idempleado", "rol")
SELECT o.idordenservicio, o.idempleado, 1 FROM "orden_servicio" o WHERE o.idempleado IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- An order belongs to its registrar, its main technician and every technician assigned to it (replaces 0043's view).
CREATE OR REPLACE VIEW "orden_servicio_usuario" AS
SELECT o.idordenservicio, o.idusuario FROM "orden_servicio" o
UNION
SELECT o.idordenservicio, e.idusuario FROM "orden_servicio" o JOIN "empleado" e ON e.idempleado = o.idempleado
 WHERE e.idusuario IS NOT NULL
UNION
SELECT t.idordenservicio, e.idusuario FROM "orden_servicio_tecnico" t JOIN "empleado" e ON e.idempleado = t.idempleado
 WHERE e.idusuario IS NOT NULL;
