CREATE TABLE "venta_borrador" (
	"idborrador" serial PRIMARY KEY NOT NULL,
	"idusuario" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"aparcado" boolean DEFAULT false NOT NULL,
	"etiqueta" varchar(60),
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"datos" jsonb NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venta_borrador" ADD CONSTRAINT "venta_borrador_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_borrador" ADD CONSTRAINT "venta_borrador_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venta_borrador_actual_idx" ON "venta_borrador" USING btree ("idusuario","idsucursal") WHERE not "venta_borrador"."aparcado";--> statement-breakpoint
CREATE INDEX "venta_borrador_usuario_idx" ON "venta_borrador" USING btree ("idusuario","idsucursal");--> statement-breakpoint
-- The counter (punto de venta) in the Ventas group, after Ventas; for the admins present.
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Punto de venta', '/counter', 'billing-cpe', 'shopping-cart', 5, p.idmenu
  FROM (SELECT idmenu FROM "menu" WHERE "nombre" = 'Ventas' AND "idpadre" IS NULL) AS p
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/counter'
ON CONFLICT DO NOTHING;
