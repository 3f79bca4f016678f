-- A serial moved by an entry, output or transfer remembers the document line it came with (the
-- document's view and A4 print list the serials per line).
ALTER TABLE "producto_serie_relacion" ADD COLUMN IF NOT EXISTS "iddetalle" integer;
