CREATE TABLE "comprobante" (
	"idcomprobante" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(4) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"abreviatura" varchar(10),
	"sunat" boolean DEFAULT false NOT NULL,
	"prefijo" varchar(4),
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuenta_bancaria" (
	"idcuentabancaria" serial PRIMARY KEY NOT NULL,
	"idbanco" integer NOT NULL,
	"idmoneda" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"numero" varchar(30) NOT NULL,
	"cci" varchar(20),
	"titular" varchar(200) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empleado" (
	"idempleado" serial PRIMARY KEY NOT NULL,
	"idtipodocumento" integer NOT NULL,
	"numero_documento" varchar(15) NOT NULL,
	"nombres" varchar(120) NOT NULL,
	"apellidos" varchar(120) NOT NULL,
	"cargo" varchar(80),
	"telefono" varchar(30),
	"email" varchar(120),
	"direccion" varchar(200),
	"fecha_ingreso" date,
	"sueldo" numeric(12, 2),
	"idsucursal" integer,
	"idusuario" integer,
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresa_config" (
	"idempresa" integer PRIMARY KEY NOT NULL,
	"destino" varchar(20) DEFAULT 'simulador' NOT NULL,
	"bill_service" text,
	"bill_consult_service" text,
	"gre_token" text,
	"gre_api" text,
	"sol_usuario" varchar(30),
	"sol_clave" text,
	"gre_client_id" varchar(100),
	"gre_client_secret" text,
	"credenciales_demo" boolean DEFAULT false NOT NULL,
	"cert_formato" varchar(3),
	"cert_datos" text,
	"cert_subject" text,
	"cert_issuer" text,
	"cert_serial" varchar(100),
	"cert_desde" timestamp with time zone,
	"cert_hasta" timestamp with time zone,
	"actualizado" timestamp with time zone,
	"idusuario" integer
);
--> statement-breakpoint
CREATE TABLE "serie" (
	"idserie" serial PRIMARY KEY NOT NULL,
	"idcomprobante" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"serie" varchar(4) NOT NULL,
	"correlativo" integer DEFAULT 1 NOT NULL,
	"ultimo_emitido" integer DEFAULT 0 NOT NULL,
	"usado" boolean DEFAULT false NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "serie_correlativo_check" CHECK ("serie"."correlativo" > "serie"."ultimo_emitido" and "serie"."correlativo" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "usuario_serie" (
	"idusuarioserie" serial PRIMARY KEY NOT NULL,
	"idusuario" integer NOT NULL,
	"idserie" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banco" (
	"idbanco" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"abreviatura" varchar(30) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "banco_nombre_key" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "canal_venta" (
	"idcanal" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "canal_venta_nombre_key" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "departamento" (
	"iddepartamento" varchar(2) PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distrito" (
	"iddistrito" varchar(6) PRIMARY KEY NOT NULL,
	"idprovincia" varchar(4) NOT NULL,
	"iddepartamento" varchar(2) NOT NULL,
	"nombre" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forma_pago" (
	"idformapago" serial PRIMARY KEY NOT NULL,
	"idtipopago" integer NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"dias" integer,
	"orden" integer DEFAULT 0 NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moneda" (
	"idmoneda" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(3) NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"simbolo" varchar(5) NOT NULL,
	CONSTRAINT "moneda_codigo_key" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "provincia" (
	"idprovincia" varchar(4) PRIMARY KEY NOT NULL,
	"iddepartamento" varchar(2) NOT NULL,
	"nombre" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_cambio" (
	"fecha" date PRIMARY KEY NOT NULL,
	"compra" numeric(10, 4) NOT NULL,
	"venta" numeric(10, 4) NOT NULL,
	"fuente" varchar(20) NOT NULL,
	"idusuario" integer,
	"registrado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_documento" (
	"idtipodocumento" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(1) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"abreviatura" varchar(40) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tipo_documento_codigo_key" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipo_guia" (
	"idtipoguia" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(2) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	CONSTRAINT "tipo_guia_codigo_key" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipo_pago" (
	"idtipopago" integer PRIMARY KEY NOT NULL,
	"nombre" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "telefono" varchar(30);--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "email" varchar(120);--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "logo" varchar(200);--> statement-breakpoint
ALTER TABLE "cuenta_bancaria" ADD CONSTRAINT "cuenta_bancaria_idbanco_banco_idbanco_fk" FOREIGN KEY ("idbanco") REFERENCES "public"."banco"("idbanco") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuenta_bancaria" ADD CONSTRAINT "cuenta_bancaria_idmoneda_moneda_idmoneda_fk" FOREIGN KEY ("idmoneda") REFERENCES "public"."moneda"("idmoneda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado" ADD CONSTRAINT "empleado_idtipodocumento_tipo_documento_idtipodocumento_fk" FOREIGN KEY ("idtipodocumento") REFERENCES "public"."tipo_documento"("idtipodocumento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado" ADD CONSTRAINT "empleado_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado" ADD CONSTRAINT "empleado_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_config" ADD CONSTRAINT "empresa_config_idempresa_empresa_idempresa_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresa"("idempresa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_config" ADD CONSTRAINT "empresa_config_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serie" ADD CONSTRAINT "serie_idcomprobante_comprobante_idcomprobante_fk" FOREIGN KEY ("idcomprobante") REFERENCES "public"."comprobante"("idcomprobante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serie" ADD CONSTRAINT "serie_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_serie" ADD CONSTRAINT "usuario_serie_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_serie" ADD CONSTRAINT "usuario_serie_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distrito" ADD CONSTRAINT "distrito_idprovincia_provincia_idprovincia_fk" FOREIGN KEY ("idprovincia") REFERENCES "public"."provincia"("idprovincia") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distrito" ADD CONSTRAINT "distrito_iddepartamento_departamento_iddepartamento_fk" FOREIGN KEY ("iddepartamento") REFERENCES "public"."departamento"("iddepartamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forma_pago" ADD CONSTRAINT "forma_pago_idtipopago_tipo_pago_idtipopago_fk" FOREIGN KEY ("idtipopago") REFERENCES "public"."tipo_pago"("idtipopago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provincia" ADD CONSTRAINT "provincia_iddepartamento_departamento_iddepartamento_fk" FOREIGN KEY ("iddepartamento") REFERENCES "public"."departamento"("iddepartamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipo_cambio" ADD CONSTRAINT "tipo_cambio_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comprobante_codigo_key" ON "comprobante" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_bancaria_numero_key" ON "cuenta_bancaria" USING btree ("idbanco","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "empleado_documento_key" ON "empleado" USING btree ("idtipodocumento","numero_documento");--> statement-breakpoint
CREATE UNIQUE INDEX "empleado_usuario_key" ON "empleado" USING btree ("idusuario");--> statement-breakpoint
CREATE UNIQUE INDEX "serie_comprobante_serie_key" ON "serie" USING btree ("idcomprobante","serie");--> statement-breakpoint
CREATE INDEX "serie_sucursal_idx" ON "serie" USING btree ("idsucursal");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_serie_key" ON "usuario_serie" USING btree ("idusuario","idserie");--> statement-breakpoint
CREATE INDEX "usuario_serie_serie_idx" ON "usuario_serie" USING btree ("idserie");--> statement-breakpoint
CREATE INDEX "distrito_provincia_idx" ON "distrito" USING btree ("idprovincia");--> statement-breakpoint
CREATE UNIQUE INDEX "forma_pago_nombre_key" ON "forma_pago" USING btree ("idtipopago","nombre");--> statement-breakpoint
CREATE INDEX "provincia_departamento_idx" ON "provincia" USING btree ("iddepartamento");--> statement-breakpoint
CREATE UNIQUE INDEX "sucursal_codigo_sunat_key" ON "sucursal" USING btree ("idempresa","codigo_sunat");