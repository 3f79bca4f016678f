CREATE TABLE "establecimiento_reclamo" (
	"idestablecimiento" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"direccion" varchar(200) NOT NULL,
	"idsucursal" integer,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establecimiento_reclamo_usuario" (
	"idestablecimiento" integer NOT NULL,
	"idusuario" integer NOT NULL,
	CONSTRAINT "establecimiento_reclamo_usuario_idestablecimiento_idusuario_pk" PRIMARY KEY("idestablecimiento","idusuario")
);
--> statement-breakpoint
CREATE TABLE "feriado" (
	"idferiado" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"nombre" varchar(120) NOT NULL,
	CONSTRAINT "feriado_fecha_key" UNIQUE("fecha")
);
--> statement-breakpoint
CREATE TABLE "reclamacion" (
	"idreclamacion" serial PRIMARY KEY NOT NULL,
	"idestablecimiento" integer NOT NULL,
	"anio" smallint NOT NULL,
	"numero" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_limite" date NOT NULL,
	"origen" varchar(10) NOT NULL,
	"codigo_acceso" varchar(32) NOT NULL,
	"nombres" varchar(200) NOT NULL,
	"idtipodocumento" integer NOT NULL,
	"numero_documento" varchar(15) NOT NULL,
	"direccion" varchar(200) NOT NULL,
	"telefono" varchar(30) NOT NULL,
	"email" varchar(120),
	"apoderado" varchar(200),
	"tipo_bien" varchar(10) NOT NULL,
	"monto" numeric(12, 2),
	"descripcion_bien" varchar(500) NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"detalle" text NOT NULL,
	"pedido" text NOT NULL,
	"idventa" integer,
	"idpersona" integer,
	"idusuario" integer,
	"estado" smallint DEFAULT 1 NOT NULL,
	"respuesta" text,
	"fecha_respuesta" timestamp with time zone,
	"idusuario_respuesta" integer
);
--> statement-breakpoint
CREATE TABLE "reclamacion_correlativo" (
	"idestablecimiento" integer NOT NULL,
	"anio" smallint NOT NULL,
	"ultimo" integer NOT NULL,
	CONSTRAINT "reclamacion_correlativo_idestablecimiento_anio_pk" PRIMARY KEY("idestablecimiento","anio")
);
--> statement-breakpoint
ALTER TABLE "establecimiento_reclamo" ADD CONSTRAINT "establecimiento_reclamo_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establecimiento_reclamo_usuario" ADD CONSTRAINT "establecimiento_reclamo_usuario_idestablecimiento_establecimiento_reclamo_idestablecimiento_fk" FOREIGN KEY ("idestablecimiento") REFERENCES "public"."establecimiento_reclamo"("idestablecimiento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establecimiento_reclamo_usuario" ADD CONSTRAINT "establecimiento_reclamo_usuario_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamacion" ADD CONSTRAINT "reclamacion_idestablecimiento_establecimiento_reclamo_idestablecimiento_fk" FOREIGN KEY ("idestablecimiento") REFERENCES "public"."establecimiento_reclamo"("idestablecimiento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamacion" ADD CONSTRAINT "reclamacion_idtipodocumento_tipo_documento_idtipodocumento_fk" FOREIGN KEY ("idtipodocumento") REFERENCES "public"."tipo_documento"("idtipodocumento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamacion" ADD CONSTRAINT "reclamacion_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamacion" ADD CONSTRAINT "reclamacion_idpersona_persona_idpersona_fk" FOREIGN KEY ("idpersona") REFERENCES "public"."persona"("idpersona") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamacion" ADD CONSTRAINT "reclamacion_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamacion" ADD CONSTRAINT "reclamacion_idusuario_respuesta_usuario_idusuario_fk" FOREIGN KEY ("idusuario_respuesta") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamacion_correlativo" ADD CONSTRAINT "reclamacion_correlativo_idestablecimiento_establecimiento_reclamo_idestablecimiento_fk" FOREIGN KEY ("idestablecimiento") REFERENCES "public"."establecimiento_reclamo"("idestablecimiento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reclamacion_numero_key" ON "reclamacion" USING btree ("idestablecimiento","anio","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "reclamacion_codigo_acceso_key" ON "reclamacion" USING btree ("codigo_acceso");--> statement-breakpoint
-- A business day: Monday to Friday and not a public holiday (feriado).
CREATE OR REPLACE FUNCTION dia_habil(d date) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT extract(isodow FROM d) < 6 AND NOT EXISTS (SELECT 1 FROM feriado f WHERE f.fecha = d)
$$;
--> statement-breakpoint
-- The day `dias` business days after `desde` (the complaint deadline counts from the day after filing).
CREATE OR REPLACE FUNCTION sumar_dias_habiles(desde date, dias integer) RETURNS date LANGUAGE plpgsql STABLE AS $$
DECLARE
  d date := desde;
  n integer := 0;
BEGIN
  WHILE n < dias LOOP
    d := d + 1;
    IF dia_habil(d) THEN
      n := n + 1;
    END IF;
  END LOOP;
  RETURN d;
END
$$;
--> statement-breakpoint
-- Business days after `desde` up to `hasta` (both excluded / included); negative when `hasta` is earlier.
CREATE OR REPLACE FUNCTION dias_habiles_entre(desde date, hasta date) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN hasta >= desde
    THEN (SELECT count(*)::int FROM generate_series(desde + 1, hasta, interval '1 day') g(d) WHERE dia_habil(g.d::date))
    ELSE -(SELECT count(*)::int FROM generate_series(hasta + 1, desde, interval '1 day') g(d) WHERE dia_habil(g.d::date))
  END
$$;
--> statement-breakpoint
INSERT INTO "feriado" ("fecha", "nombre") VALUES
('2026-01-01', 'Año Nuevo'), ('2026-04-02', 'Jueves Santo'), ('2026-04-03', 'Viernes Santo'),
('2026-05-01', 'Día del Trabajo'), ('2026-06-07', 'Batalla de Arica y Día de la Bandera'),
('2026-06-29', 'San Pedro y San Pablo'), ('2026-07-23', 'Día de la Fuerza Aérea del Perú'),
('2026-07-28', 'Fiestas Patrias'), ('2026-07-29', 'Fiestas Patrias'), ('2026-08-06', 'Batalla de Junín'),
('2026-08-30', 'Santa Rosa de Lima'), ('2026-10-08', 'Combate de Angamos'), ('2026-11-01', 'Todos los Santos'),
('2026-12-08', 'Inmaculada Concepción'), ('2026-12-09', 'Batalla de Ayacucho'), ('2026-12-25', 'Navidad'),
('2027-01-01', 'Año Nuevo'), ('2027-03-25', 'Jueves Santo'), ('2027-03-26', 'Viernes Santo'),
('2027-05-01', 'Día del Trabajo'), ('2027-06-07', 'Batalla de Arica y Día de la Bandera'),
('2027-06-29', 'San Pedro y San Pablo'), ('2027-07-23', 'Día de la Fuerza Aérea del Perú'),
('2027-07-28', 'Fiestas Patrias'), ('2027-07-29', 'Fiestas Patrias'), ('2027-08-06', 'Batalla de Junín'),
('2027-08-30', 'Santa Rosa de Lima'), ('2027-10-08', 'Combate de Angamos'), ('2027-11-01', 'Todos los Santos'),
('2027-12-08', 'Inmaculada Concepción'), ('2027-12-09', 'Batalla de Ayacucho'), ('2027-12-25', 'Navidad')
ON CONFLICT ("fecha") DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "icono", "orden") VALUES ('Reclamaciones', 'book', 80);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'complaints', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Libro de reclamaciones', '/complaints_book', 'book', 10),
               ('Establecimientos de reclamos', '/establishments_complaints', 'shop', 20)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Reclamaciones' AND "idpadre" IS NULL) AS p;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/complaints_book', '/establishments_complaints')
ON CONFLICT DO NOTHING;
