CREATE TABLE "venta_resumen" (
	"fecha" date NOT NULL,
	"idserie" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"tipo_pago_id" integer NOT NULL,
	"estado_venta" smallint NOT NULL,
	"idsucursal" integer NOT NULL,
	"codigo_comprobante" varchar(4) NOT NULL,
	"ventas" integer DEFAULT 0 NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
DROP INDEX "venta_sucursal_fecha_idx";--> statement-breakpoint
DROP INDEX "venta_usuario_fecha_idx";--> statement-breakpoint
ALTER TABLE "cpe_documento" ADD COLUMN "entrada" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "venta_resumen_key" ON "venta_resumen" USING btree ("fecha","idserie","idusuario","tipo_pago_id","estado_venta");--> statement-breakpoint
CREATE INDEX "venta_comprobante_fecha_idx" ON "venta" USING btree ("codigo_comprobante","fecha","idventa");--> statement-breakpoint
CREATE INDEX "venta_sucursal_fecha_idx" ON "venta" USING btree ("idsucursal","fecha","idventa");--> statement-breakpoint
CREATE INDEX "venta_usuario_fecha_idx" ON "venta" USING btree ("idusuario","fecha","idventa");--> statement-breakpoint
-- The sales list's counts and totals by day, series, user, payment type and state (docs/sales.md):
-- kept here, in the same transaction as each change of venta, so they are never stale.
CREATE FUNCTION venta_resumen_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE venta_resumen SET ventas = ventas - 1, total = total - OLD.total
     WHERE fecha = OLD.fecha AND idserie = OLD.idserie AND idusuario = OLD.idusuario AND tipo_pago_id = OLD.tipo_pago_id AND estado_venta = OLD.estado_venta;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO venta_resumen (fecha, idserie, idusuario, tipo_pago_id, estado_venta, idsucursal, codigo_comprobante, ventas, total)
    VALUES (NEW.fecha, NEW.idserie, NEW.idusuario, NEW.tipo_pago_id, NEW.estado_venta, NEW.idsucursal, NEW.codigo_comprobante, 1, NEW.total)
    ON CONFLICT (fecha, idserie, idusuario, tipo_pago_id, estado_venta) DO UPDATE SET ventas = venta_resumen.ventas + 1, total = venta_resumen.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER venta_resumen_insert AFTER INSERT OR DELETE ON venta FOR EACH ROW EXECUTE FUNCTION venta_resumen_cambio();--> statement-breakpoint
-- Only the columns it sums by: afacturacion, dispatches and CPE links do not touch it.
CREATE TRIGGER venta_resumen_update AFTER UPDATE OF fecha, idserie, idusuario, tipo_pago_id, estado_venta, total ON venta FOR EACH ROW
  WHEN (OLD.fecha IS DISTINCT FROM NEW.fecha OR OLD.idserie IS DISTINCT FROM NEW.idserie OR OLD.idusuario IS DISTINCT FROM NEW.idusuario
        OR OLD.tipo_pago_id IS DISTINCT FROM NEW.tipo_pago_id OR OLD.estado_venta IS DISTINCT FROM NEW.estado_venta OR OLD.total IS DISTINCT FROM NEW.total)
  EXECUTE FUNCTION venta_resumen_cambio();--> statement-breakpoint
INSERT INTO venta_resumen (fecha, idserie, idusuario, tipo_pago_id, estado_venta, idsucursal, codigo_comprobante, ventas, total)
SELECT fecha, idserie, idusuario, tipo_pago_id, estado_venta, min(idsucursal), min(codigo_comprobante), count(*), sum(total)
  FROM venta GROUP BY fecha, idserie, idusuario, tipo_pago_id, estado_venta;
