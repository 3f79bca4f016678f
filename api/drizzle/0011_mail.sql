CREATE TABLE "correo" (
	"idcorreo" serial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"idusuario" integer,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"estado" varchar(10) NOT NULL,
	"detalle" text,
	"origen" varchar(30) NOT NULL,
	"idorigen" integer,
	"adjuntos" text[] DEFAULT '{}' NOT NULL,
	"archivo" text NOT NULL,
	"intentos" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correo_config" (
	"idempresa" integer PRIMARY KEY NOT NULL,
	"host" varchar(200),
	"puerto" integer DEFAULT 587 NOT NULL,
	"seguro" boolean DEFAULT false NOT NULL,
	"usuario" varchar(200),
	"clave" text,
	"remitente_nombre" varchar(120),
	"remitente_correo" varchar(200),
	"actualizado" timestamp with time zone,
	"idusuario" integer
);
--> statement-breakpoint
ALTER TABLE "correo" ADD CONSTRAINT "correo_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correo_config" ADD CONSTRAINT "correo_config_idempresa_empresa_idempresa_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresa"("idempresa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correo_config" ADD CONSTRAINT "correo_config_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correo_origen_idx" ON "correo" USING btree ("origen","idorigen");--> statement-breakpoint
CREATE INDEX "correo_fecha_idx" ON "correo" USING btree ("fecha");