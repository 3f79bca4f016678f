CREATE TABLE "sesion" (
	"idsesion" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idusuario" integer NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	"expira" timestamp with time zone NOT NULL,
	"cerrada" timestamp with time zone,
	"ip" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_idusuario_usuario_idusuario_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuario"("idusuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesion_usuario_idx" ON "sesion" USING btree ("idusuario");--> statement-breakpoint
-- Text search without case or accents, the same on PGlite and PostgreSQL ("huaman" finds "HUAMÁN",
-- "pena" finds "PEÑA"), as @trade/formats normalizeText does in the browser. IMMUTABLE, so a large
-- table can index texto_busqueda(column) (with pg_trgm's gin_trgm_ops for '%word%' searches).
CREATE OR REPLACE FUNCTION texto_busqueda(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(t, 'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUNCYaaaaaaeeeeiiiiooooouuuuncyy'))
$$;
--> statement-breakpoint
-- usuario.version: any change of the user bumps it (the session cache reloads the user's data).
-- The notification on channel trade_sesion reaches listeners in this process (PGlite) with the commit.
CREATE OR REPLACE FUNCTION usuario_version_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD AND NEW.version = OLD.version THEN
    NEW.version := OLD.version + 1;
  END IF;
  IF NEW.version <> OLD.version THEN
    PERFORM pg_notify('trade_sesion', 'u' || NEW.idusuario);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_version BEFORE UPDATE ON usuario FOR EACH ROW EXECUTE FUNCTION usuario_version_cambio();
--> statement-breakpoint
-- A menu given or taken away bumps the user's version.
CREATE OR REPLACE FUNCTION menu_usuario_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE usuario SET version = version + 1
   WHERE idusuario IN (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.idusuario END, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.idusuario END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER menu_usuario_version AFTER INSERT OR UPDATE OR DELETE ON menu_usuario FOR EACH ROW EXECUTE FUNCTION menu_usuario_version();
--> statement-breakpoint
-- A menu whose route changes bumps the version of every user holding it (their reachable routes changed).
CREATE OR REPLACE FUNCTION menu_ruta_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ruta IS DISTINCT FROM OLD.ruta THEN
    UPDATE usuario SET version = version + 1 WHERE idusuario IN (SELECT mu.idusuario FROM menu_usuario mu WHERE mu.idmenu = NEW.idmenu);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER menu_ruta_version AFTER UPDATE ON menu FOR EACH ROW EXECUTE FUNCTION menu_ruta_version();
--> statement-breakpoint
-- A user deleted, a session closed or deleted: the session cache forgets them.
CREATE OR REPLACE FUNCTION sesion_aviso() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'usuario' THEN
    PERFORM pg_notify('trade_sesion', 'u' || OLD.idusuario);
  ELSIF TG_OP = 'DELETE' OR NEW.cerrada IS DISTINCT FROM OLD.cerrada THEN
    PERFORM pg_notify('trade_sesion', 's' || OLD.idsesion);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_borrado AFTER DELETE ON usuario FOR EACH ROW EXECUTE FUNCTION sesion_aviso();
--> statement-breakpoint
CREATE TRIGGER sesion_cambio AFTER UPDATE OR DELETE ON sesion FOR EACH ROW EXECUTE FUNCTION sesion_aviso();
