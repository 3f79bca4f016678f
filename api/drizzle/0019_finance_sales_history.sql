CREATE TABLE "historico_ventas" (
	"anio" smallint NOT NULL,
	"mes" smallint NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"cantidad" integer DEFAULT 0 NOT NULL,
	"origen" varchar(10) NOT NULL,
	"idusuario" integer NOT NULL,
	"registrado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "historico_ventas_anio_mes_pk" PRIMARY KEY("anio","mes"),
	CONSTRAINT "historico_ventas_mes_check" CHECK ("historico_ventas"."mes" between 1 and 12),
	CONSTRAINT "historico_ventas_origen_check" CHECK ("historico_ventas"."origen" in ('calculado', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "historico_ventas" ADD CONSTRAINT "historico_ventas_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;
