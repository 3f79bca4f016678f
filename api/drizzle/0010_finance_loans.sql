CREATE TABLE "caja_apertura" (
	"idapertura" serial PRIMARY KEY NOT NULL,
	"idusuario" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"monto_apertura" numeric(12, 2) NOT NULL,
	"fecha_apertura" timestamp with time zone DEFAULT now() NOT NULL,
	"cierre_ciego" boolean DEFAULT false NOT NULL,
	"observacion" text,
	"estado" smallint DEFAULT 1 NOT NULL,
	"fecha_cierre" timestamp with time zone,
	"idusuario_cierre" integer,
	"observacion_cierre" text,
	"denominaciones" jsonb,
	CONSTRAINT "caja_apertura_monto_check" CHECK ("caja_apertura"."monto_apertura" >= 0)
);
--> statement-breakpoint
CREATE TABLE "caja_chica" (
	"idcajachica" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"idserie" integer NOT NULL,
	"numero" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"fecha" date NOT NULL,
	"fecha_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"concepto" text NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"idformapago" integer NOT NULL,
	"persona_documento" varchar(15),
	"persona_nombre" text NOT NULL,
	"documento_sustento" varchar(60),
	"estado" smallint DEFAULT 1 NOT NULL,
	"fecha_anulacion" timestamp with time zone,
	"idusuario_anula" integer,
	"motivo_anulacion" text,
	CONSTRAINT "caja_chica_tipo_check" CHECK ("caja_chica"."tipo" in ('I', 'E')),
	CONSTRAINT "caja_chica_monto_check" CHECK ("caja_chica"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "caja_cierre" (
	"idapertura" integer NOT NULL,
	"idformapago" integer NOT NULL,
	"esperado" numeric(12, 2) NOT NULL,
	"contado" numeric(12, 2) NOT NULL,
	"diferencia" numeric(12, 2) NOT NULL,
	CONSTRAINT "caja_cierre_idapertura_idformapago_pk" PRIMARY KEY("idapertura","idformapago")
);
--> statement-breakpoint
CREATE TABLE "caja_movimiento" (
	"idmovimiento" serial PRIMARY KEY NOT NULL,
	"idapertura" integer NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"idformapago" integer NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"concepto" text NOT NULL,
	"origen_tipo" varchar(20) NOT NULL,
	"origen_id" integer,
	"idusuario" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "caja_movimiento_tipo_check" CHECK ("caja_movimiento"."tipo" in ('I', 'E')),
	CONSTRAINT "caja_movimiento_monto_check" CHECK ("caja_movimiento"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "caja_movimiento_linea" (
	"idlinea" serial PRIMARY KEY NOT NULL,
	"idmovimiento" integer NOT NULL,
	"idproducto" integer,
	"descripcion" text NOT NULL,
	"unidad" varchar(10),
	"cantidad" numeric(12, 3) NOT NULL,
	"importe" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caja_reversion" (
	"idreversion" serial PRIMARY KEY NOT NULL,
	"idapertura" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"motivo" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"cierre" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria_gasto" (
	"idcategoria" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "categoria_gasto_nombre_key" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "gasto_operativo" (
	"idgasto" serial PRIMARY KEY NOT NULL,
	"idcategoria" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"descripcion" text NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"fecha" date NOT NULL,
	"documento" varchar(60),
	"idusuario" integer NOT NULL,
	"registrado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gasto_operativo_monto_check" CHECK ("gasto_operativo"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "empresa_config" ADD COLUMN "venta_requiere_caja" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "caja_apertura" ADD CONSTRAINT "caja_apertura_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_apertura" ADD CONSTRAINT "caja_apertura_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_apertura" ADD CONSTRAINT "caja_apertura_idusuario_cierre_usuario_idusuario_fk" FOREIGN KEY ("idusuario_cierre") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_chica" ADD CONSTRAINT "caja_chica_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_chica" ADD CONSTRAINT "caja_chica_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_chica" ADD CONSTRAINT "caja_chica_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_chica" ADD CONSTRAINT "caja_chica_idformapago_forma_pago_idformapago_fk" FOREIGN KEY ("idformapago") REFERENCES "public"."forma_pago"("idformapago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_chica" ADD CONSTRAINT "caja_chica_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_cierre" ADD CONSTRAINT "caja_cierre_idapertura_caja_apertura_idapertura_fk" FOREIGN KEY ("idapertura") REFERENCES "public"."caja_apertura"("idapertura") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_cierre" ADD CONSTRAINT "caja_cierre_idformapago_forma_pago_idformapago_fk" FOREIGN KEY ("idformapago") REFERENCES "public"."forma_pago"("idformapago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_movimiento" ADD CONSTRAINT "caja_movimiento_idapertura_caja_apertura_idapertura_fk" FOREIGN KEY ("idapertura") REFERENCES "public"."caja_apertura"("idapertura") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_movimiento" ADD CONSTRAINT "caja_movimiento_idformapago_forma_pago_idformapago_fk" FOREIGN KEY ("idformapago") REFERENCES "public"."forma_pago"("idformapago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_movimiento" ADD CONSTRAINT "caja_movimiento_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_movimiento_linea" ADD CONSTRAINT "caja_movimiento_linea_idmovimiento_caja_movimiento_idmovimiento_fk" FOREIGN KEY ("idmovimiento") REFERENCES "public"."caja_movimiento"("idmovimiento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_reversion" ADD CONSTRAINT "caja_reversion_idapertura_caja_apertura_idapertura_fk" FOREIGN KEY ("idapertura") REFERENCES "public"."caja_apertura"("idapertura") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caja_reversion" ADD CONSTRAINT "caja_reversion_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gasto_operativo" ADD CONSTRAINT "gasto_operativo_idcategoria_categoria_gasto_idcategoria_fk" FOREIGN KEY ("idcategoria") REFERENCES "public"."categoria_gasto"("idcategoria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gasto_operativo" ADD CONSTRAINT "gasto_operativo_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gasto_operativo" ADD CONSTRAINT "gasto_operativo_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caja_apertura_abierta_key" ON "caja_apertura" USING btree ("idusuario","idsucursal") WHERE "caja_apertura"."estado" = 1;--> statement-breakpoint
CREATE INDEX "caja_apertura_sucursal_idx" ON "caja_apertura" USING btree ("idsucursal","fecha_apertura");--> statement-breakpoint
CREATE UNIQUE INDEX "caja_chica_numero_key" ON "caja_chica" USING btree ("idserie","numero");--> statement-breakpoint
CREATE INDEX "caja_chica_tipo_idx" ON "caja_chica" USING btree ("tipo","idsucursal","fecha");--> statement-breakpoint
CREATE INDEX "caja_movimiento_apertura_idx" ON "caja_movimiento" USING btree ("idapertura");--> statement-breakpoint
CREATE INDEX "caja_movimiento_origen_idx" ON "caja_movimiento" USING btree ("origen_tipo","origen_id");--> statement-breakpoint
CREATE INDEX "caja_movimiento_linea_movimiento_idx" ON "caja_movimiento_linea" USING btree ("idmovimiento");--> statement-breakpoint
CREATE INDEX "caja_reversion_apertura_idx" ON "caja_reversion" USING btree ("idapertura");--> statement-breakpoint
CREATE INDEX "gasto_operativo_fecha_idx" ON "gasto_operativo" USING btree ("fecha");--> statement-breakpoint
-- Petty cash receipts are numbered per type in a series of the branch (core/numbering.ts).
INSERT INTO "comprobante" ("codigo", "nombre", "abreviatura", "sunat", "prefijo") VALUES
('CI', 'Recibo de ingreso de caja chica', 'RI', false, NULL),
('CE', 'Recibo de egreso de caja chica', 'RE', false, NULL)
ON CONFLICT ("codigo") DO NOTHING;
--> statement-breakpoint
-- Branches that already exist get their receipt series (CI01/CE01 for the first branch, ...).
INSERT INTO "serie" ("idcomprobante", "idsucursal", "serie")
SELECT c.idcomprobante, s.idsucursal, c.codigo || lpad(s.n::text, 2, '0')
  FROM (SELECT idsucursal, row_number() OVER (ORDER BY idsucursal) AS n FROM "sucursal") s
 CROSS JOIN "comprobante" c
 WHERE c.codigo IN ('CI', 'CE') AND s.n < 100
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "categoria_gasto" ("nombre", "orden") VALUES
('Alquiler', 10), ('Servicios (luz, agua, internet, teléfono)', 20), ('Sueldos y salarios', 30), ('Transporte y movilidad', 40),
('Publicidad', 50), ('Mantenimiento y reparaciones', 60), ('Impuestos y tributos', 70), ('Útiles de oficina', 80), ('Otros gastos', 90);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "icono", "orden") VALUES ('Finanzas', 'wallet', 60);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'finance-loans', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Caja', '/manage_cash', 'wallet', 10),
               ('Recibos de ingreso', '/income_receipt', 'dollar', 20),
               ('Recibos de egreso', '/expenses_receipt', 'dollar', 30),
               ('Gastos operativos', '/operating_expenses', 'book', 40)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Finanzas' AND "idpadre" IS NULL) AS p;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/manage_cash', '/income_receipt', '/expenses_receipt', '/operating_expenses')
ON CONFLICT DO NOTHING;
