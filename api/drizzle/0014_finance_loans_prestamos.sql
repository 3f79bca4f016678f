CREATE TABLE "prestamo" (
	"idprestamo" serial PRIMARY KEY NOT NULL,
	"idpersona" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"fecha" date NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"tasa" numeric(7, 4) NOT NULL,
	"periodo_tasa" varchar(10) NOT NULL,
	"metodo" varchar(10) NOT NULL,
	"cuotas" integer NOT NULL,
	"frecuencia" varchar(10) NOT NULL,
	"primer_vencimiento" date NOT NULL,
	"interes" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"saldo" numeric(12, 2) NOT NULL,
	"idformapago" integer NOT NULL,
	"observacion" text,
	"estado" smallint DEFAULT 1 NOT NULL,
	"registrado" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_anulacion" timestamp with time zone,
	"idusuario_anula" integer,
	CONSTRAINT "prestamo_monto_check" CHECK ("prestamo"."monto" > 0),
	CONSTRAINT "prestamo_saldo_check" CHECK ("prestamo"."saldo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prestamo_cuota" (
	"idcuota" serial PRIMARY KEY NOT NULL,
	"idprestamo" integer NOT NULL,
	"numero" integer NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"capital" numeric(12, 2) NOT NULL,
	"interes" numeric(12, 2) NOT NULL,
	"importe" numeric(12, 2) NOT NULL,
	"pagado" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "prestamo_cuota_pagado_check" CHECK ("prestamo_cuota"."pagado" >= 0 and "prestamo_cuota"."pagado" <= "prestamo_cuota"."importe")
);
--> statement-breakpoint
CREATE TABLE "prestamo_pago" (
	"idpago" serial PRIMARY KEY NOT NULL,
	"idprestamo" integer NOT NULL,
	"fecha" date NOT NULL,
	"importe" numeric(12, 2) NOT NULL,
	"idformapago" integer NOT NULL,
	"saldo_anterior" numeric(12, 2) NOT NULL,
	"idusuario" integer NOT NULL,
	"registrado" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"fecha_anulacion" timestamp with time zone,
	"idusuario_anula" integer,
	CONSTRAINT "prestamo_pago_importe_check" CHECK ("prestamo_pago"."importe" > 0)
);
--> statement-breakpoint
CREATE TABLE "prestamo_pago_cuota" (
	"idpago" integer NOT NULL,
	"idcuota" integer NOT NULL,
	"importe" numeric(12, 2) NOT NULL,
	CONSTRAINT "prestamo_pago_cuota_idpago_idcuota_pk" PRIMARY KEY("idpago","idcuota")
);
--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_idformapago_forma_pago_idformapago_fk" FOREIGN KEY ("idformapago") REFERENCES "public"."forma_pago"("idformapago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo_cuota" ADD CONSTRAINT "prestamo_cuota_idprestamo_prestamo_idprestamo_fk" FOREIGN KEY ("idprestamo") REFERENCES "public"."prestamo"("idprestamo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo_pago" ADD CONSTRAINT "prestamo_pago_idprestamo_prestamo_idprestamo_fk" FOREIGN KEY ("idprestamo") REFERENCES "public"."prestamo"("idprestamo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo_pago" ADD CONSTRAINT "prestamo_pago_idformapago_forma_pago_idformapago_fk" FOREIGN KEY ("idformapago") REFERENCES "public"."forma_pago"("idformapago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo_pago" ADD CONSTRAINT "prestamo_pago_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo_pago" ADD CONSTRAINT "prestamo_pago_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo_pago_cuota" ADD CONSTRAINT "prestamo_pago_cuota_idpago_prestamo_pago_idpago_fk" FOREIGN KEY ("idpago") REFERENCES "public"."prestamo_pago"("idpago") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo_pago_cuota" ADD CONSTRAINT "prestamo_pago_cuota_idcuota_prestamo_cuota_idcuota_fk" FOREIGN KEY ("idcuota") REFERENCES "public"."prestamo_cuota"("idcuota") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prestamo_persona_idx" ON "prestamo" USING btree ("idpersona");--> statement-breakpoint
CREATE UNIQUE INDEX "prestamo_cuota_numero_key" ON "prestamo_cuota" USING btree ("idprestamo","numero");--> statement-breakpoint
CREATE INDEX "prestamo_pago_prestamo_idx" ON "prestamo_pago" USING btree ("idprestamo");--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT 'Préstamos', '/loans', 'finance-loans', 'bank', 50, p.idmenu
  FROM (SELECT idmenu FROM "menu" WHERE "nombre" = 'Finanzas' AND "idpadre" IS NULL) AS p;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta = '/loans'
ON CONFLICT DO NOTHING;
