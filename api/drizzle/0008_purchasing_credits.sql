CREATE TABLE "consulta_config" (
	"idempresa" integer PRIMARY KEY NOT NULL,
	"url" text,
	"token" text,
	"actualizado" timestamp with time zone,
	"idusuario" integer
);
--> statement-breakpoint
CREATE TABLE "consulta_documento" (
	"tipo" varchar(3) NOT NULL,
	"numero" varchar(11) NOT NULL,
	"datos" jsonb NOT NULL,
	"consultado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consulta_documento_pkey" PRIMARY KEY("tipo","numero")
);
--> statement-breakpoint
CREATE TABLE "credito" (
	"idcredito" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"idpersona" integer NOT NULL,
	"fecha" date NOT NULL,
	"documento" varchar(30),
	"concepto" varchar(200),
	"idmoneda" integer NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"saldo" numeric(12, 2) NOT NULL,
	"idventa" integer,
	"idcompra" integer,
	"idusuario" integer NOT NULL,
	"idsucursal" integer,
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado" timestamp with time zone,
	CONSTRAINT "credito_tipo_check" CHECK ("credito"."tipo" in ('cliente', 'proveedor')),
	CONSTRAINT "credito_total_check" CHECK ("credito"."total" > 0),
	CONSTRAINT "credito_saldo_check" CHECK ("credito"."saldo" >= 0 and "credito"."saldo" <= "credito"."total")
);
--> statement-breakpoint
CREATE TABLE "credito_cuota" (
	"idcuota" serial PRIMARY KEY NOT NULL,
	"idcredito" integer NOT NULL,
	"numero" integer NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"pagado" numeric(12, 2) DEFAULT '0' NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	CONSTRAINT "credito_cuota_monto_check" CHECK ("credito_cuota"."monto" > 0),
	CONSTRAINT "credito_cuota_pagado_check" CHECK ("credito_cuota"."pagado" >= 0 and "credito_cuota"."pagado" <= "credito_cuota"."monto")
);
--> statement-breakpoint
CREATE TABLE "credito_pago" (
	"idpago" serial PRIMARY KEY NOT NULL,
	"idcredito" integer NOT NULL,
	"fecha" date NOT NULL,
	"importe" numeric(12, 2) NOT NULL,
	"idformapago" integer NOT NULL,
	"idcuentabancaria" integer,
	"referencia" varchar(60),
	"idcuota" integer,
	"idcaja" integer,
	"idusuario" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado" timestamp with time zone,
	"idusuario_anula" integer,
	CONSTRAINT "credito_pago_importe_check" CHECK ("credito_pago"."importe" > 0)
);
--> statement-breakpoint
CREATE TABLE "credito_pago_cuota" (
	"idpago" integer NOT NULL,
	"idcuota" integer NOT NULL,
	"importe" numeric(12, 2) NOT NULL,
	CONSTRAINT "credito_pago_cuota_pkey" PRIMARY KEY("idpago","idcuota")
);
--> statement-breakpoint
CREATE TABLE "persona" (
	"idpersona" serial PRIMARY KEY NOT NULL,
	"idtipodocumento" integer NOT NULL,
	"numero_documento" varchar(15) NOT NULL,
	"nombres" varchar(200) NOT NULL,
	"nombre_comercial" varchar(200),
	"direccion" varchar(250),
	"ubigeo" varchar(6),
	"email" varchar(120),
	"telefono" varchar(30),
	"ubica_persona" smallint DEFAULT 1 NOT NULL,
	"limite_credito" numeric(12, 2),
	"dias_credito" integer,
	"estado_sunat" varchar(40),
	"condicion_sunat" varchar(40),
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persona_ubica_check" CHECK ("persona"."ubica_persona" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "consulta_config" ADD CONSTRAINT "consulta_config_idempresa_empresa_idempresa_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresa"("idempresa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulta_config" ADD CONSTRAINT "consulta_config_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito" ADD CONSTRAINT "credito_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito" ADD CONSTRAINT "credito_idmoneda_moneda_idmoneda_fk" FOREIGN KEY ("idmoneda") REFERENCES "public"."moneda"("idmoneda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito" ADD CONSTRAINT "credito_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito" ADD CONSTRAINT "credito_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_cuota" ADD CONSTRAINT "credito_cuota_idcredito_credito_idcredito_fk" FOREIGN KEY ("idcredito") REFERENCES "public"."credito"("idcredito") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_pago" ADD CONSTRAINT "credito_pago_idcredito_credito_idcredito_fk" FOREIGN KEY ("idcredito") REFERENCES "public"."credito"("idcredito") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_pago" ADD CONSTRAINT "credito_pago_idformapago_forma_pago_idformapago_fk" FOREIGN KEY ("idformapago") REFERENCES "public"."forma_pago"("idformapago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_pago" ADD CONSTRAINT "credito_pago_idcuentabancaria_cuenta_bancaria_idcuentabancaria_fk" FOREIGN KEY ("idcuentabancaria") REFERENCES "public"."cuenta_bancaria"("idcuentabancaria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_pago" ADD CONSTRAINT "credito_pago_idcuota_credito_cuota_idcuota_fk" FOREIGN KEY ("idcuota") REFERENCES "public"."credito_cuota"("idcuota") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_pago" ADD CONSTRAINT "credito_pago_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_pago" ADD CONSTRAINT "credito_pago_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_pago_cuota" ADD CONSTRAINT "credito_pago_cuota_idpago_credito_pago_idpago_fk" FOREIGN KEY ("idpago") REFERENCES "public"."credito_pago"("idpago") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito_pago_cuota" ADD CONSTRAINT "credito_pago_cuota_idcuota_credito_cuota_idcuota_fk" FOREIGN KEY ("idcuota") REFERENCES "public"."credito_cuota"("idcuota") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona" ADD CONSTRAINT "persona_idtipodocumento_tipo_documento_idtipodocumento_fk" FOREIGN KEY ("idtipodocumento") REFERENCES "public"."tipo_documento"("idtipodocumento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credito_persona_idx" ON "credito" USING btree ("tipo","idpersona");--> statement-breakpoint
CREATE UNIQUE INDEX "credito_cuota_numero_key" ON "credito_cuota" USING btree ("idcredito","numero");--> statement-breakpoint
CREATE INDEX "credito_cuota_vencimiento_idx" ON "credito_cuota" USING btree ("fecha_vencimiento");--> statement-breakpoint
CREATE INDEX "credito_pago_credito_idx" ON "credito_pago" USING btree ("idcredito");--> statement-breakpoint
CREATE UNIQUE INDEX "persona_documento_key" ON "persona" USING btree ("idtipodocumento","numero_documento");--> statement-breakpoint
CREATE INDEX "persona_numero_idx" ON "persona" USING btree ("numero_documento" varchar_pattern_ops);--> statement-breakpoint
INSERT INTO "menu" ("nombre", "icono", "orden") VALUES ('Compras y créditos', 'wallet', 20);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'purchasing-credits', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Clientes y proveedores', '/clients_providers', 'team', 10),
               ('Cuentas por cobrar', '/accounts_receivable', 'dollar', 30),
               ('Cuentas por pagar', '/accounts_payable', 'bank', 40)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Compras y créditos' AND "idpadre" IS NULL) AS p;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/clients_providers', '/accounts_receivable', '/accounts_payable')
ON CONFLICT DO NOTHING;
