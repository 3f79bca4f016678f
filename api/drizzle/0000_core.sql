CREATE TABLE "empresa" (
	"idempresa" serial PRIMARY KEY NOT NULL,
	"ruc" varchar(11) NOT NULL,
	"razon_social" text NOT NULL,
	"nombre_comercial" text,
	"direccion" text NOT NULL,
	"ubigeo" varchar(6) NOT NULL,
	"telefono" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "login_fallido" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" varchar(60) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"idmenu" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"ruta" varchar(120),
	"area" varchar(40),
	"icono" varchar(40),
	"orden" integer DEFAULT 0 NOT NULL,
	"idpadre" integer
);
--> statement-breakpoint
CREATE TABLE "menu_usuario" (
	"idusuario" integer NOT NULL,
	"idmenu" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sucursal" (
	"idsucursal" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text NOT NULL,
	"ubigeo" varchar(6) NOT NULL,
	"codigo_sunat" varchar(4) DEFAULT '0000' NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"idusuario" serial PRIMARY KEY NOT NULL,
	"usuario" varchar(60) NOT NULL,
	"nombres" text NOT NULL,
	"password_hash" text NOT NULL,
	"rol" varchar(20) DEFAULT 'seller' NOT NULL,
	"idsucursal" integer,
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encomienda" (
	"id_encomienda" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"numero_guia" varchar(7) NOT NULL,
	"codigo_guia" varchar(4) NOT NULL,
	"remitente_documento" varchar(15) NOT NULL,
	"remitente_nombre" text NOT NULL,
	"consignado_documento" varchar(15) NOT NULL,
	"consignado_nombre" text NOT NULL,
	"idsucursal_origen" integer NOT NULL,
	"idsucursal_destino" integer NOT NULL,
	"idadelantoturno" integer,
	"estado" smallint DEFAULT 0 NOT NULL,
	"fecharegistro" timestamp with time zone DEFAULT now() NOT NULL,
	"fechatransporte" timestamp with time zone,
	"fecharecepcion" timestamp with time zone,
	"fechaentrega" timestamp with time zone,
	"descripcion" text
);
--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_idpadre_menu_idmenu_fk" FOREIGN KEY ("idpadre") REFERENCES "public"."menu"("idmenu") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_usuario" ADD CONSTRAINT "menu_usuario_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_usuario" ADD CONSTRAINT "menu_usuario_idmenu_menu_idmenu_fk" FOREIGN KEY ("idmenu") REFERENCES "public"."menu"("idmenu") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sucursal" ADD CONSTRAINT "sucursal_idempresa_empresa_idempresa_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresa"("idempresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idsucursal_origen_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal_origen") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomienda" ADD CONSTRAINT "encomienda_idsucursal_destino_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal_destino") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_fallido_usuario_idx" ON "login_fallido" USING btree ("usuario","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_ruta_key" ON "menu" USING btree ("ruta");--> statement-breakpoint
CREATE INDEX "menu_idpadre_idx" ON "menu" USING btree ("idpadre");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_usuario_key" ON "menu_usuario" USING btree ("idusuario","idmenu");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_usuario_key" ON "usuario" USING btree (lower("usuario"));--> statement-breakpoint
CREATE UNIQUE INDEX "encomienda_numero_guia_key" ON "encomienda" USING btree ("numero_guia");--> statement-breakpoint
CREATE UNIQUE INDEX "encomienda_codigo_key" ON "encomienda" USING btree ("codigo");