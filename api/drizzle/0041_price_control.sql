CREATE TABLE "rol_precio" (
	"rol" varchar(20) PRIMARY KEY NOT NULL,
	"descuento_maximo" numeric(5, 2),
	"aprueba_precios" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rol_precio_descuento_check" CHECK ("rol_precio"."descuento_maximo" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "producto_unidad" ADD COLUMN "precio_minimo" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "venta" ADD COLUMN "idusuario_aprueba" integer;--> statement-breakpoint
ALTER TABLE "venta" ADD COLUMN "aprobado" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venta" ADD COLUMN "aprobacion" text;--> statement-breakpoint
ALTER TABLE "venta" ADD CONSTRAINT "venta_idusuario_aprueba_usuario_idusuario_fk" FOREIGN KEY ("idusuario_aprueba") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Administrators approve prices (supervisors); no role has a discount limit until the company sets one.
INSERT INTO "rol_precio" ("rol", "descuento_maximo", "aprueba_precios") VALUES ('admin', NULL, true)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 'Punto de venta' for the cashiers and sellers who already sell (hold /sales), as 0039 did for the admins.
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, c.idmenu FROM "usuario" u
  JOIN "menu_usuario" mu ON mu.idusuario = u.idusuario
  JOIN "menu" s ON s.idmenu = mu.idmenu AND s.ruta = '/sales'
  CROSS JOIN "menu" c
 WHERE u.rol IN ('seller', 'atm') AND c.ruta = '/counter'
ON CONFLICT DO NOTHING;
