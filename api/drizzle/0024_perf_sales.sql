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
-- kept here, in the same transaction as each change of venta, so they are never stale. Statement
-- triggers with transition tables: one grouped write per statement (a bulk load of 100,000 sales
-- costs one aggregate, not 100,000 upserts); an update touches the summary only for the rows whose
-- day, series, user, payment type, state or total changed.
CREATE FUNCTION venta_resumen_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE venta_resumen r SET ventas = r.ventas - d.n, total = r.total - d.t
      FROM (SELECT fecha, idserie, idusuario, tipo_pago_id, estado_venta, count(*) AS n, sum(total) AS t FROM viejas GROUP BY 1, 2, 3, 4, 5) d
     WHERE r.fecha = d.fecha AND r.idserie = d.idserie AND r.idusuario = d.idusuario AND r.tipo_pago_id = d.tipo_pago_id AND r.estado_venta = d.estado_venta;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE venta_resumen r SET ventas = r.ventas - d.n, total = r.total - d.t
      FROM (SELECT o.fecha, o.idserie, o.idusuario, o.tipo_pago_id, o.estado_venta, count(*) AS n, sum(o.total) AS t
              FROM viejas o JOIN nuevas n ON n.idventa = o.idventa
             WHERE (o.fecha, o.idserie, o.idusuario, o.tipo_pago_id, o.estado_venta, o.total) IS DISTINCT FROM (n.fecha, n.idserie, n.idusuario, n.tipo_pago_id, n.estado_venta, n.total)
             GROUP BY 1, 2, 3, 4, 5) d
     WHERE r.fecha = d.fecha AND r.idserie = d.idserie AND r.idusuario = d.idusuario AND r.tipo_pago_id = d.tipo_pago_id AND r.estado_venta = d.estado_venta;
    INSERT INTO venta_resumen (fecha, idserie, idusuario, tipo_pago_id, estado_venta, idsucursal, codigo_comprobante, ventas, total)
    SELECT n.fecha, n.idserie, n.idusuario, n.tipo_pago_id, n.estado_venta, min(n.idsucursal), min(n.codigo_comprobante), count(*), sum(n.total)
      FROM nuevas n JOIN viejas o ON o.idventa = n.idventa
     WHERE (o.fecha, o.idserie, o.idusuario, o.tipo_pago_id, o.estado_venta, o.total) IS DISTINCT FROM (n.fecha, n.idserie, n.idusuario, n.tipo_pago_id, n.estado_venta, n.total)
     GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (fecha, idserie, idusuario, tipo_pago_id, estado_venta) DO UPDATE SET ventas = venta_resumen.ventas + EXCLUDED.ventas, total = venta_resumen.total + EXCLUDED.total;
  ELSE
    INSERT INTO venta_resumen (fecha, idserie, idusuario, tipo_pago_id, estado_venta, idsucursal, codigo_comprobante, ventas, total)
    SELECT fecha, idserie, idusuario, tipo_pago_id, estado_venta, min(idsucursal), min(codigo_comprobante), count(*), sum(total)
      FROM nuevas GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (fecha, idserie, idusuario, tipo_pago_id, estado_venta) DO UPDATE SET ventas = venta_resumen.ventas + EXCLUDED.ventas, total = venta_resumen.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER venta_resumen_alta AFTER INSERT ON venta REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION venta_resumen_cambio();--> statement-breakpoint
CREATE TRIGGER venta_resumen_baja AFTER DELETE ON venta REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION venta_resumen_cambio();--> statement-breakpoint
CREATE TRIGGER venta_resumen_modificacion AFTER UPDATE ON venta REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION venta_resumen_cambio();--> statement-breakpoint
INSERT INTO venta_resumen (fecha, idserie, idusuario, tipo_pago_id, estado_venta, idsucursal, codigo_comprobante, ventas, total)
SELECT fecha, idserie, idusuario, tipo_pago_id, estado_venta, min(idsucursal), min(codigo_comprobante), count(*), sum(total)
  FROM venta GROUP BY fecha, idserie, idusuario, tipo_pago_id, estado_venta;
