-- A serial moved by an entry, output or transfer remembers the document line it came with (the
-- document's view and A4 print list the serials per line).
ALTER TABLE "producto_serie_relacion" ADD COLUMN IF NOT EXISTS "iddetalle" integer;
--> statement-breakpoint
-- The product search text is stored (computed once per write, not per row and per word at every
-- search: removing accents costs ~0.1 ms a row on the embedded database), and its trigram index
-- is on the plain column, so the recheck of a '%word%' match is a cheap LIKE.
ALTER TABLE "producto" ADD COLUMN IF NOT EXISTS "busqueda" text GENERATED ALWAYS AS (producto_texto("denominacion", "codigo_producto", "codigo_barra")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "producto_busqueda_idx";
--> statement-breakpoint
CREATE INDEX "producto_busqueda_idx" ON "producto" USING gin ("busqueda" gin_trgm_ops);
