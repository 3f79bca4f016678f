CREATE TABLE "orden_servicio_tiempo" (
	"idtiempo" serial PRIMARY KEY NOT NULL,
	"idordenservicio" integer NOT NULL,
	"idempleado" integer,
	"inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"fin" timestamp with time zone,
	"nota" varchar(500),
	"idusuario" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD COLUMN "idventa" integer;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD COLUMN "idorden_garantia" integer;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD COLUMN "aprobacion" smallint;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD COLUMN "aprobacion_fecha" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD COLUMN "aprobacion_ip" varchar(45);--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD COLUMN "aprobacion_nonce" varchar(32);--> statement-breakpoint
ALTER TABLE "orden_servicio_tiempo" ADD CONSTRAINT "orden_servicio_tiempo_idordenservicio_orden_servicio_idordenservicio_fk" FOREIGN KEY ("idordenservicio") REFERENCES "public"."orden_servicio"("idordenservicio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_tiempo" ADD CONSTRAINT "orden_servicio_tiempo_idempleado_empleado_idempleado_fk" FOREIGN KEY ("idempleado") REFERENCES "public"."empleado"("idempleado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio_tiempo" ADD CONSTRAINT "orden_servicio_tiempo_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orden_servicio_tiempo_orden_idx" ON "orden_servicio_tiempo" USING btree ("idordenservicio");--> statement-breakpoint
CREATE UNIQUE INDEX "orden_servicio_tiempo_abierto_key" ON "orden_servicio_tiempo" USING btree ("idordenservicio") WHERE "orden_servicio_tiempo"."fin" is null;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_idorden_garantia_orden_servicio_idordenservicio_fk" FOREIGN KEY ("idorden_garantia") REFERENCES "public"."orden_servicio"("idordenservicio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orden_servicio_venta_key" ON "orden_servicio" USING btree ("idventa");--> statement-breakpoint
ALTER TABLE "orden_servicio" ADD CONSTRAINT "orden_servicio_aprobacion_check" CHECK ("orden_servicio"."aprobacion" in (0, 1));--> statement-breakpoint
-- Whom a service order belongs to besides its branch (SERVICE_ORDER_OWNER's members): the user who registered it
-- and the user of its technician (an employee with a user), so a technician sees his own orders and no one else's.
CREATE VIEW "orden_servicio_usuario" AS
SELECT o.idordenservicio, o.idusuario FROM "orden_servicio" o
UNION
SELECT o.idordenservicio, e.idusuario FROM "orden_servicio" o JOIN "empleado" e ON e.idempleado = o.idempleado
 WHERE e.idusuario IS NOT NULL;
--> statement-breakpoint
-- The technician's view joins the Taller group, granted to the admins already present like its other screens.
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Atención de órdenes', '/attention_service_orders', 'workshop', 'tool', 40, p.idmenu
  FROM (SELECT min(idmenu) AS idmenu FROM "menu" WHERE "nombre" = 'Taller' AND "idpadre" IS NULL) AS p
 WHERE p.idmenu IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "ruta" = '/attention_service_orders');
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/attention_service_orders'
ON CONFLICT DO NOTHING;
