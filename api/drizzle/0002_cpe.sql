CREATE TABLE "cpe_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"ruc" varchar(11) NOT NULL,
	"tipo_doc" varchar(2) NOT NULL,
	"serie" varchar(20) NOT NULL,
	"numero" integer NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"fecha_emision" varchar(10) NOT NULL,
	"moneda" varchar(3),
	"total" numeric(14, 2),
	"igv" numeric(14, 2),
	"cliente_tipo_doc" varchar(2),
	"cliente_num_doc" varchar(20),
	"estado" varchar(20) NOT NULL,
	"hash" varchar(100),
	"xml" text,
	"zip" "bytea",
	"cdr_zip" "bytea",
	"codigo_respuesta" integer,
	"descripcion_respuesta" text,
	"observaciones" jsonb,
	"errores" jsonb,
	"ticket" varchar(60),
	"referencias" jsonb,
	"intentos" integer DEFAULT 0 NOT NULL,
	"envios" integer DEFAULT 0 NOT NULL,
	"por_verificar" boolean DEFAULT false NOT NULL,
	"proximo_intento" timestamp with time zone,
	"bloqueado_hasta" timestamp with time zone,
	"bloqueado_por" varchar(60),
	"ultimo_error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cpe_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"estado" varchar(20) NOT NULL,
	"detalle" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sunat_sim_documento" (
	"nombre" varchar(60) PRIMARY KEY NOT NULL,
	"ruc" varchar(11) NOT NULL,
	"tipo_doc" varchar(2) NOT NULL,
	"hash" varchar(100),
	"codigo" integer NOT NULL,
	"estado" varchar(20) NOT NULL,
	"cdr_zip" "bytea" NOT NULL,
	"recepciones" integer DEFAULT 1 NOT NULL,
	"recibido_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sunat_sim_ticket" (
	"ticket" varchar(60) PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"hash" varchar(100),
	"codigo" integer NOT NULL,
	"cdr_zip" "bytea" NOT NULL,
	"pendientes" integer DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cpe_evento" ADD CONSTRAINT "cpe_evento_documento_id_cpe_documento_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."cpe_documento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cpe_documento_nombre_uq" ON "cpe_documento" USING btree ("nombre");--> statement-breakpoint
CREATE INDEX "cpe_documento_cola_idx" ON "cpe_documento" USING btree ("estado","proximo_intento");--> statement-breakpoint
CREATE INDEX "cpe_documento_fecha_idx" ON "cpe_documento" USING btree ("ruc","tipo_doc","fecha_emision");--> statement-breakpoint
CREATE INDEX "cpe_evento_documento_idx" ON "cpe_evento" USING btree ("documento_id");