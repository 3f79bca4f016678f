CREATE TABLE "respaldo" (
	"idrespaldo" serial PRIMARY KEY NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"origen" varchar(12) NOT NULL,
	"estado" varchar(10) NOT NULL,
	"archivo" text,
	"tamano" bigint,
	"sha256" varchar(64),
	"copia" text,
	"copia_error" text,
	"error" text,
	"equipo" varchar(100),
	"idusuario" integer
);
--> statement-breakpoint
ALTER TABLE "respaldo" ADD CONSTRAINT "respaldo_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "respaldo_fin_idx" ON "respaldo" USING btree ("estado","fin");