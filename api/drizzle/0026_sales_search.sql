-- The sales list's `q` (docs/sales.md "The sales list at 100,000 sales"): every typed word must appear
-- in the serie-número, the client's document or the client's name, without case or accents. Stored
-- once per write instead of texto_busqueda() over three columns of every sale at every search (a
-- `q` matching most sales cost 0.5–1.2 s at 100,000). The parts are joined by a space: a typed word
-- never holds one, so it matches the joined text exactly when it matches one of the parts.
ALTER TABLE "venta" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION venta_texto(serie text, numero integer, numero_documento text, nombres text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.texto_busqueda(coalesce(serie, '') || '-' || lpad(coalesce(numero, 0)::text, 8, '0') || ' ' || coalesce(numero_documento, '') || ' ' || coalesce(nombres, ''))
$$;
--> statement-breakpoint
-- A sale's text on insert and on a change of its number or client. FOR SHARE on the client: a rename
-- committing meanwhile is waited for and read (its own update of the client's sales below cannot see
-- this uncommitted sale), so a sale never keeps a client's former name.
CREATE OR REPLACE FUNCTION venta_busqueda_fijar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  texto text;
BEGIN
  SELECT venta_texto(NEW.serie, NEW.numero, p.numero_documento, p.nombres) INTO texto
    FROM persona p WHERE p.idpersona = NEW.idpersona FOR SHARE;
  -- An unknown client: the foreign key answers it, not a null here.
  NEW.busqueda := coalesce(texto, venta_texto(NEW.serie, NEW.numero, NULL, NULL));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER venta_busqueda BEFORE INSERT OR UPDATE OF serie, numero, idpersona ON venta FOR EACH ROW EXECUTE FUNCTION venta_busqueda_fijar();
--> statement-breakpoint
-- A client renamed (or its document corrected): its sales are found by the new text, in the same
-- transaction. One statement over the client's sales (venta_persona_idx); "Clientes varios" with most
-- sales makes that a large update, but its name is not edited in practice.
CREATE OR REPLACE FUNCTION persona_ventas_busqueda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE venta SET busqueda = venta_texto(serie, numero, NEW.numero_documento, NEW.nombres) WHERE idpersona = NEW.idpersona;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER persona_ventas_busqueda AFTER UPDATE OF nombres, numero_documento ON persona FOR EACH ROW
  WHEN (OLD.nombres IS DISTINCT FROM NEW.nombres OR OLD.numero_documento IS DISTINCT FROM NEW.numero_documento)
  EXECUTE FUNCTION persona_ventas_busqueda();
--> statement-breakpoint
UPDATE venta v SET busqueda = venta_texto(v.serie, v.numero, p.numero_documento, p.nombres) FROM persona p WHERE p.idpersona = v.idpersona;
--> statement-breakpoint
-- Few matches (a number, a client): the trigram index finds them (pg_trgm, loaded by 0007 as for the
-- products' search). Most sales matching (q=B001) is a scan of venta with a plain LIKE per row: an
-- index-only scan of venta_fecha_idx INCLUDE (busqueda, total, the filters) was tried and measured no
-- faster (50 ms against 40–75 ms at 100,000, the index 3 times larger), so it is not kept.
CREATE INDEX "venta_busqueda_idx" ON "venta" USING gin ("busqueda" gin_trgm_ops);
