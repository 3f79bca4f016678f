CREATE TABLE "reserva_estancia_nota" (
	"reserva_estancia_nota_id" serial PRIMARY KEY NOT NULL,
	"reserva_estancia_id" integer NOT NULL,
	"pedido_nota_consumo_maestro_id" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserva_estancia_vuelo" (
	"reserva_estancia_vuelo_id" serial PRIMARY KEY NOT NULL,
	"reserva_estancia_id" integer NOT NULL,
	"idaerolinea" integer NOT NULL,
	"numero_vuelo" varchar(8) NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"fecha" date NOT NULL,
	"hora" varchar(5) NOT NULL,
	"ciudad" varchar(100) NOT NULL,
	"idusuario" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserva_estancia_vuelo_tipo" CHECK ("reserva_estancia_vuelo"."tipo" in ('L', 'S'))
);
--> statement-breakpoint
CREATE TABLE "reserva_estancia_vuelo_huesped" (
	"reserva_estancia_vuelo_id" integer NOT NULL,
	"reserva_estancia_huesped_id" integer NOT NULL,
	CONSTRAINT "reserva_estancia_vuelo_huesped_pk" PRIMARY KEY("reserva_estancia_vuelo_id","reserva_estancia_huesped_id")
);
--> statement-breakpoint
ALTER TABLE "reserva_estancia_nota" ADD CONSTRAINT "reserva_estancia_nota_reserva_estancia_id_reserva_estancia_reserva_estancia_id_fk" FOREIGN KEY ("reserva_estancia_id") REFERENCES "public"."reserva_estancia"("reserva_estancia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_nota" ADD CONSTRAINT "reserva_estancia_nota_pedido_nota_consumo_maestro_id_pedido_nota_consumo_maestro_pedido_nota_consumo_maestro_id_fk" FOREIGN KEY ("pedido_nota_consumo_maestro_id") REFERENCES "public"."pedido_nota_consumo_maestro"("pedido_nota_consumo_maestro_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_nota" ADD CONSTRAINT "reserva_estancia_nota_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_vuelo" ADD CONSTRAINT "reserva_estancia_vuelo_reserva_estancia_id_reserva_estancia_reserva_estancia_id_fk" FOREIGN KEY ("reserva_estancia_id") REFERENCES "public"."reserva_estancia"("reserva_estancia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_vuelo" ADD CONSTRAINT "reserva_estancia_vuelo_idaerolinea_aerolinea_idaerolinea_fk" FOREIGN KEY ("idaerolinea") REFERENCES "public"."aerolinea"("idaerolinea") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_vuelo" ADD CONSTRAINT "reserva_estancia_vuelo_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_vuelo_huesped" ADD CONSTRAINT "reserva_estancia_vuelo_huesped_reserva_estancia_vuelo_id_reserva_estancia_vuelo_reserva_estancia_vuelo_id_fk" FOREIGN KEY ("reserva_estancia_vuelo_id") REFERENCES "public"."reserva_estancia_vuelo"("reserva_estancia_vuelo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_estancia_vuelo_huesped" ADD CONSTRAINT "reserva_estancia_vuelo_huesped_reserva_estancia_huesped_id_reserva_estancia_huesped_reserva_estancia_huesped_id_fk" FOREIGN KEY ("reserva_estancia_huesped_id") REFERENCES "public"."reserva_estancia_huesped"("reserva_estancia_huesped_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserva_estancia_nota_nota_key" ON "reserva_estancia_nota" USING btree ("pedido_nota_consumo_maestro_id");--> statement-breakpoint
CREATE INDEX "reserva_estancia_nota_estancia_idx" ON "reserva_estancia_nota" USING btree ("reserva_estancia_id");--> statement-breakpoint
CREATE INDEX "reserva_estancia_vuelo_estancia_idx" ON "reserva_estancia_vuelo" USING btree ("reserva_estancia_id");