CREATE TABLE "almacen" (
	"idalmacen" serial PRIMARY KEY NOT NULL,
	"idsucursal" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"direccion" varchar(200),
	"predeterminado" boolean DEFAULT false NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clase" (
	"idclase" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entrada" (
	"identrada" serial PRIMARY KEY NOT NULL,
	"idalmacen" integer NOT NULL,
	"idmotivo" integer NOT NULL,
	"tercero_documento" varchar(15),
	"tercero_nombre" varchar(200),
	"documento_referencia" varchar(60),
	"idserie" integer NOT NULL,
	"serie" varchar(4) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"observacion" varchar(500),
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"idusuario" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado" timestamp with time zone,
	"idusuario_anula" integer
);
--> statement-breakpoint
CREATE TABLE "entrada_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"identrada" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"unidad_medida_id" integer NOT NULL,
	"factor" numeric(14, 4) NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"cantidad_base" numeric(14, 4) NOT NULL,
	"costo_unitario" numeric(16, 6) NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"lote" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "kardex" (
	"idkardex" bigserial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"idalmacen" integer NOT NULL,
	"fecha" date NOT NULL,
	"documento_tipo" varchar(12) NOT NULL,
	"iddocumento" integer NOT NULL,
	"tipo_documento_sunat" varchar(2) DEFAULT '00' NOT NULL,
	"serie" varchar(10) NOT NULL,
	"numero" varchar(20) NOT NULL,
	"tipo_operacion" varchar(2) NOT NULL,
	"idmotivo" integer,
	"anulacion" boolean DEFAULT false NOT NULL,
	"cantidad_entrada" numeric(14, 4) DEFAULT '0' NOT NULL,
	"cantidad_salida" numeric(14, 4) DEFAULT '0' NOT NULL,
	"costo_unitario" numeric(16, 6) NOT NULL,
	"costo_total" numeric(14, 2) NOT NULL,
	"saldo_cantidad" numeric(14, 4) NOT NULL,
	"costo_promedio" numeric(16, 6) NOT NULL,
	"saldo_valor" numeric(14, 2) NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marca" (
	"idmarca" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material" (
	"idmaterial" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivo" (
	"idmotivo" serial PRIMARY KEY NOT NULL,
	"tipo" smallint NOT NULL,
	"codigo_sunat" varchar(2) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentacion" (
	"idpresentacion" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto" (
	"producto_id" serial PRIMARY KEY NOT NULL,
	"codigo_producto" varchar(40),
	"codigo_barra" varchar(40),
	"denominacion" varchar(200) NOT NULL,
	"idclase" integer,
	"idsubclase" integer,
	"idmarca" integer,
	"idmaterial" integer,
	"idpresentacion" integer,
	"idtipoexistencia" integer,
	"unidad_medida_id" integer NOT NULL,
	"tipo_afectacion" varchar(2) DEFAULT '10' NOT NULL,
	"icbper" boolean DEFAULT false NOT NULL,
	"servicio" boolean DEFAULT false NOT NULL,
	"control_stock" boolean DEFAULT true NOT NULL,
	"control_serie" boolean DEFAULT false NOT NULL,
	"stock_minimo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"categoria_stock" varchar(2),
	"imagen" varchar(200),
	"ficha_tecnica" varchar(200),
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto_complemento" (
	"idcomplemento" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"idproducto_complemento" integer NOT NULL,
	"cantidad" numeric(14, 4) DEFAULT '1' NOT NULL,
	"precio" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "producto_nota_consumo" (
	"idpncm" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"idalmacen" integer NOT NULL,
	"categoria" varchar(2) DEFAULT 'CS' NOT NULL,
	"precio" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto_serie" (
	"idserieproducto" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"serie" varchar(60) NOT NULL,
	"idalmacen" integer,
	"disponible" boolean DEFAULT false NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producto_serie_disponible_check" CHECK (not "producto_serie"."disponible" or "producto_serie"."idalmacen" is not null)
);
--> statement-breakpoint
CREATE TABLE "producto_serie_relacion" (
	"idrelacion" serial PRIMARY KEY NOT NULL,
	"idserieproducto" integer NOT NULL,
	"tipo" varchar(15) NOT NULL,
	"iddocumento" integer NOT NULL,
	"idalmacen" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto_unidad" (
	"idproductounidad" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"unidad_medida_id" integer NOT NULL,
	"factor" numeric(14, 4) DEFAULT '1' NOT NULL,
	"base" boolean DEFAULT false NOT NULL,
	"codigo_barra" varchar(40),
	"precioventa" numeric(14, 2),
	"precio1" numeric(14, 2),
	"precio2" numeric(14, 2),
	"precio3" numeric(14, 2),
	"preciocredito" numeric(14, 2),
	"estado" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "producto_unidad_factor_check" CHECK ("producto_unidad"."factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "salida" (
	"idsalida" serial PRIMARY KEY NOT NULL,
	"idalmacen" integer NOT NULL,
	"idmotivo" integer NOT NULL,
	"tercero_documento" varchar(15),
	"tercero_nombre" varchar(200),
	"documento_referencia" varchar(60),
	"idserie" integer NOT NULL,
	"serie" varchar(4) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"observacion" varchar(500),
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"idusuario" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado" timestamp with time zone,
	"idusuario_anula" integer
);
--> statement-breakpoint
CREATE TABLE "salida_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"idsalida" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"unidad_medida_id" integer NOT NULL,
	"factor" numeric(14, 4) NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"cantidad_base" numeric(14, 4) NOT NULL,
	"costo_unitario" numeric(16, 6) NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"precio_unitario" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"producto_id" integer NOT NULL,
	"idalmacen" integer NOT NULL,
	"cantidad" numeric(14, 4) DEFAULT '0' NOT NULL,
	"costo_promedio" numeric(16, 6) DEFAULT '0' NOT NULL,
	"valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_producto_id_idalmacen_pk" PRIMARY KEY("producto_id","idalmacen"),
	CONSTRAINT "stock_no_negativo" CHECK ("stock"."cantidad" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subclase" (
	"idsubclase" serial PRIMARY KEY NOT NULL,
	"idclase" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_existencia" (
	"idtipoexistencia" serial PRIMARY KEY NOT NULL,
	"codigo_sunat" varchar(2) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transferencia" (
	"idtransferencia" serial PRIMARY KEY NOT NULL,
	"idalmacen_origen" integer NOT NULL,
	"idalmacen_destino" integer NOT NULL,
	"idserie" integer NOT NULL,
	"serie" varchar(4) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"observacion" varchar(500),
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"idusuario" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado" timestamp with time zone,
	"idusuario_anula" integer,
	CONSTRAINT "transferencia_almacenes_check" CHECK ("transferencia"."idalmacen_origen" <> "transferencia"."idalmacen_destino")
);
--> statement-breakpoint
CREATE TABLE "transferencia_detalle" (
	"iddetalle" serial PRIMARY KEY NOT NULL,
	"idtransferencia" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"unidad_medida_id" integer NOT NULL,
	"factor" numeric(14, 4) NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"cantidad_base" numeric(14, 4) NOT NULL,
	"costo_unitario" numeric(16, 6) NOT NULL,
	"importe" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidad_medida" (
	"unidad_medida_id" serial PRIMARY KEY NOT NULL,
	"codigo_sunat" varchar(3) NOT NULL,
	"unidad_medida" varchar(60) NOT NULL,
	"abreviatura" varchar(10) NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "almacen" ADD CONSTRAINT "almacen_idsucursal_sucursal_idsucursal_fk" FOREIGN KEY ("idsucursal") REFERENCES "public"."sucursal"("idsucursal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada" ADD CONSTRAINT "entrada_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada" ADD CONSTRAINT "entrada_idmotivo_motivo_idmotivo_fk" FOREIGN KEY ("idmotivo") REFERENCES "public"."motivo"("idmotivo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada" ADD CONSTRAINT "entrada_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada" ADD CONSTRAINT "entrada_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada" ADD CONSTRAINT "entrada_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada_detalle" ADD CONSTRAINT "entrada_detalle_identrada_entrada_identrada_fk" FOREIGN KEY ("identrada") REFERENCES "public"."entrada"("identrada") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada_detalle" ADD CONSTRAINT "entrada_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada_detalle" ADD CONSTRAINT "entrada_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_idmotivo_motivo_idmotivo_fk" FOREIGN KEY ("idmotivo") REFERENCES "public"."motivo"("idmotivo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_idclase_clase_idclase_fk" FOREIGN KEY ("idclase") REFERENCES "public"."clase"("idclase") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_idsubclase_subclase_idsubclase_fk" FOREIGN KEY ("idsubclase") REFERENCES "public"."subclase"("idsubclase") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_idmarca_marca_idmarca_fk" FOREIGN KEY ("idmarca") REFERENCES "public"."marca"("idmarca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_idmaterial_material_idmaterial_fk" FOREIGN KEY ("idmaterial") REFERENCES "public"."material"("idmaterial") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_idpresentacion_presentacion_idpresentacion_fk" FOREIGN KEY ("idpresentacion") REFERENCES "public"."presentacion"("idpresentacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_idtipoexistencia_tipo_existencia_idtipoexistencia_fk" FOREIGN KEY ("idtipoexistencia") REFERENCES "public"."tipo_existencia"("idtipoexistencia") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_complemento" ADD CONSTRAINT "producto_complemento_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_complemento" ADD CONSTRAINT "producto_complemento_idproducto_complemento_producto_producto_id_fk" FOREIGN KEY ("idproducto_complemento") REFERENCES "public"."producto"("producto_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_nota_consumo" ADD CONSTRAINT "producto_nota_consumo_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_nota_consumo" ADD CONSTRAINT "producto_nota_consumo_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_serie" ADD CONSTRAINT "producto_serie_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_serie" ADD CONSTRAINT "producto_serie_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_serie_relacion" ADD CONSTRAINT "producto_serie_relacion_idserieproducto_producto_serie_idserieproducto_fk" FOREIGN KEY ("idserieproducto") REFERENCES "public"."producto_serie"("idserieproducto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_serie_relacion" ADD CONSTRAINT "producto_serie_relacion_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_unidad" ADD CONSTRAINT "producto_unidad_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_unidad" ADD CONSTRAINT "producto_unidad_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida" ADD CONSTRAINT "salida_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida" ADD CONSTRAINT "salida_idmotivo_motivo_idmotivo_fk" FOREIGN KEY ("idmotivo") REFERENCES "public"."motivo"("idmotivo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida" ADD CONSTRAINT "salida_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida" ADD CONSTRAINT "salida_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida" ADD CONSTRAINT "salida_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida_detalle" ADD CONSTRAINT "salida_detalle_idsalida_salida_idsalida_fk" FOREIGN KEY ("idsalida") REFERENCES "public"."salida"("idsalida") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida_detalle" ADD CONSTRAINT "salida_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salida_detalle" ADD CONSTRAINT "salida_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_idalmacen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subclase" ADD CONSTRAINT "subclase_idclase_clase_idclase_fk" FOREIGN KEY ("idclase") REFERENCES "public"."clase"("idclase") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencia" ADD CONSTRAINT "transferencia_idalmacen_origen_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen_origen") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencia" ADD CONSTRAINT "transferencia_idalmacen_destino_almacen_idalmacen_fk" FOREIGN KEY ("idalmacen_destino") REFERENCES "public"."almacen"("idalmacen") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencia" ADD CONSTRAINT "transferencia_idserie_serie_idserie_fk" FOREIGN KEY ("idserie") REFERENCES "public"."serie"("idserie") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencia" ADD CONSTRAINT "transferencia_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencia" ADD CONSTRAINT "transferencia_idusuario_anula_usuario_idusuario_fk" FOREIGN KEY ("idusuario_anula") REFERENCES "public"."usuario"("idusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencia_detalle" ADD CONSTRAINT "transferencia_detalle_idtransferencia_transferencia_idtransferencia_fk" FOREIGN KEY ("idtransferencia") REFERENCES "public"."transferencia"("idtransferencia") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencia_detalle" ADD CONSTRAINT "transferencia_detalle_producto_id_producto_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("producto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencia_detalle" ADD CONSTRAINT "transferencia_detalle_unidad_medida_id_unidad_medida_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("unidad_medida_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "almacen_nombre_key" ON "almacen" USING btree ("idsucursal",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "almacen_predeterminado_key" ON "almacen" USING btree ("idsucursal") WHERE "almacen"."predeterminado";--> statement-breakpoint
CREATE UNIQUE INDEX "clase_nombre_key" ON "clase" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "entrada_numero_key" ON "entrada" USING btree ("idserie","numero");--> statement-breakpoint
CREATE INDEX "entrada_almacen_fecha_idx" ON "entrada" USING btree ("idalmacen","fecha");--> statement-breakpoint
CREATE INDEX "entrada_detalle_entrada_idx" ON "entrada_detalle" USING btree ("identrada");--> statement-breakpoint
CREATE INDEX "entrada_detalle_producto_idx" ON "entrada_detalle" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "kardex_producto_almacen_idx" ON "kardex" USING btree ("producto_id","idalmacen","idkardex");--> statement-breakpoint
CREATE INDEX "kardex_documento_idx" ON "kardex" USING btree ("documento_tipo","iddocumento");--> statement-breakpoint
CREATE UNIQUE INDEX "marca_nombre_key" ON "marca" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "material_nombre_key" ON "material" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "presentacion_nombre_key" ON "presentacion" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "producto_codigo_barra_key" ON "producto" USING btree ("codigo_barra");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_codigo_producto_key" ON "producto" USING btree (lower("codigo_producto"));--> statement-breakpoint
CREATE INDEX "producto_clase_idx" ON "producto" USING btree ("idclase");--> statement-breakpoint
CREATE INDEX "producto_marca_idx" ON "producto" USING btree ("idmarca");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_complemento_key" ON "producto_complemento" USING btree ("producto_id","idproducto_complemento");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_nota_consumo_key" ON "producto_nota_consumo" USING btree ("producto_id","idalmacen","categoria");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_serie_key" ON "producto_serie" USING btree ("producto_id",upper("serie"));--> statement-breakpoint
CREATE INDEX "producto_serie_almacen_idx" ON "producto_serie" USING btree ("producto_id","idalmacen") WHERE "producto_serie"."disponible";--> statement-breakpoint
CREATE INDEX "producto_serie_relacion_documento_idx" ON "producto_serie_relacion" USING btree ("tipo","iddocumento");--> statement-breakpoint
CREATE INDEX "producto_serie_relacion_serie_idx" ON "producto_serie_relacion" USING btree ("idserieproducto");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_unidad_key" ON "producto_unidad" USING btree ("producto_id","unidad_medida_id");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_unidad_barra_key" ON "producto_unidad" USING btree ("codigo_barra");--> statement-breakpoint
CREATE UNIQUE INDEX "salida_numero_key" ON "salida" USING btree ("idserie","numero");--> statement-breakpoint
CREATE INDEX "salida_almacen_fecha_idx" ON "salida" USING btree ("idalmacen","fecha");--> statement-breakpoint
CREATE INDEX "salida_detalle_salida_idx" ON "salida_detalle" USING btree ("idsalida");--> statement-breakpoint
CREATE INDEX "salida_detalle_producto_idx" ON "salida_detalle" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "stock_almacen_idx" ON "stock" USING btree ("idalmacen");--> statement-breakpoint
CREATE UNIQUE INDEX "subclase_nombre_key" ON "subclase" USING btree ("idclase",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_existencia_codigo_key" ON "tipo_existencia" USING btree ("codigo_sunat");--> statement-breakpoint
CREATE UNIQUE INDEX "transferencia_numero_key" ON "transferencia" USING btree ("idserie","numero");--> statement-breakpoint
CREATE INDEX "transferencia_detalle_idx" ON "transferencia_detalle" USING btree ("idtransferencia");--> statement-breakpoint
CREATE UNIQUE INDEX "unidad_medida_abreviatura_key" ON "unidad_medida" USING btree (lower("abreviatura"));--> statement-breakpoint
-- Product search: every typed word in denominación, product code or barcode, accent- and
-- case-insensitive, over one trigram index (the repository searches exactly this expression).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION producto_texto(denominacion text, codigo_producto text, codigo_barra text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.texto_busqueda(coalesce(denominacion, '') || ' ' || coalesce(codigo_producto, '') || ' ' || coalesce(codigo_barra, ''))
$$;
--> statement-breakpoint
CREATE INDEX "producto_busqueda_idx" ON "producto" USING gin (producto_texto("denominacion", "codigo_producto", "codigo_barra") gin_trgm_ops);
--> statement-breakpoint
-- Voucher types of the stock documents (numbered by series like every document).
INSERT INTO "comprobante" ("idcomprobante", "codigo", "nombre", "abreviatura", "sunat", "prefijo") VALUES
(9, 'NI', 'Nota de ingreso a almacén', 'NI', false, NULL),
(10, 'NS', 'Nota de salida de almacén', 'NS', false, NULL),
(11, 'NT', 'Transferencia entre almacenes', 'NT', false, NULL)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- SUNAT catálogo 03 (the usual ones; more can be added on /products).
INSERT INTO "unidad_medida" ("codigo_sunat", "unidad_medida", "abreviatura") VALUES
('NIU', 'Unidad', 'UND'), ('ZZ', 'Servicio', 'SERV'), ('BX', 'Caja', 'CAJA'), ('PK', 'Paquete', 'PAQ'),
('KGM', 'Kilogramo', 'KG'), ('GRM', 'Gramo', 'GR'), ('LTR', 'Litro', 'LT'), ('MLT', 'Mililitro', 'ML'),
('MTR', 'Metro', 'M'), ('MTK', 'Metro cuadrado', 'M2'), ('GLL', 'Galón', 'GLN'), ('DZN', 'Docena', 'DOC'),
('SA', 'Saco', 'SACO'), ('BG', 'Bolsa', 'BOLSA'), ('RO', 'Rollo', 'ROLLO'), ('PR', 'Par', 'PAR'),
('BJ', 'Balde', 'BALDE'), ('CA', 'Lata', 'LATA'), ('BO', 'Botella', 'BOT'), ('TNE', 'Tonelada', 'TN');
--> statement-breakpoint
-- SUNAT tabla 5 (tipo de existencia).
INSERT INTO "tipo_existencia" ("codigo_sunat", "nombre") VALUES
('01', 'Mercaderías'), ('02', 'Productos terminados'), ('03', 'Materias primas'), ('04', 'Envases'),
('05', 'Materiales auxiliares'), ('06', 'Suministros'), ('07', 'Repuestos'), ('08', 'Embalajes'),
('09', 'Subproductos'), ('10', 'Desechos y desperdicios'), ('91', 'Otros 1'), ('99', 'Otros');
--> statement-breakpoint
-- Reasons: SUNAT tabla 12 operation types. tipo 1 entries, 2 outputs, 3 transfers.
INSERT INTO "motivo" ("tipo", "codigo_sunat", "nombre") VALUES
(1, '02', 'Compra'),
(1, '16', 'Saldo inicial'),
(1, '05', 'Devolución recibida'),
(1, '24', 'Entrada por devolución del cliente'),
(1, '28', 'Ajuste por diferencia de inventario (entrada)'),
(1, '19', 'Entrada de producción'),
(1, '09', 'Donación recibida'),
(1, '99', 'Otras entradas'),
(2, '01', 'Venta'),
(2, '06', 'Devolución entregada'),
(2, '25', 'Salida por devolución al proveedor'),
(2, '28', 'Ajuste por diferencia de inventario (salida)'),
(2, '13', 'Mermas'),
(2, '14', 'Desmedros'),
(2, '10', 'Salida a producción'),
(2, '99', 'Consumo interno'),
(2, '07', 'Promoción'),
(2, '09', 'Donación'),
(3, '11', 'Transferencia entre almacenes');
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "icono", "orden")
SELECT 'Inventario', 'inbox', 30 WHERE NOT EXISTS (SELECT 1 FROM "menu" WHERE "nombre" = 'Inventario' AND "idpadre" IS NULL);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'inventory', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Productos', '/products', 'shopping', 10),
               ('Precios', '/prices_products', 'dollar', 20),
               ('Entradas', '/entries', 'import', 30),
               ('Salidas', '/outputs', 'export', 40),
               ('Transferencias', '/transfers', 'swap', 50),
               ('Almacenes', '/stores', 'inbox', 60),
               ('Kardex', '/kardex', 'table', 70)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Inventario' AND "idpadre" IS NULL) AS p
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/products', '/prices_products', '/entries', '/outputs', '/transfers', '/stores', '/kardex')
ON CONFLICT DO NOTHING;
