CREATE TABLE "tablero_cliente" (
	"fecha" date NOT NULL,
	"idusuario" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"idpersona" integer NOT NULL,
	"ventas" integer DEFAULT 0 NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tablero_pago" (
	"fecha" date NOT NULL,
	"idusuario" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"idformapago" integer NOT NULL,
	"pagos" integer DEFAULT 0 NOT NULL,
	"monto" numeric DEFAULT '0' NOT NULL,
	"vuelto" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tablero_producto" (
	"fecha" date NOT NULL,
	"idusuario" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"lineas" integer DEFAULT 0 NOT NULL,
	"cantidad" numeric DEFAULT '0' NOT NULL,
	"ventas" numeric DEFAULT '0' NOT NULL,
	"costo" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tablero_venta" (
	"fecha" date NOT NULL,
	"idusuario" integer NOT NULL,
	"idsucursal" integer NOT NULL,
	"codigo_comprobante" varchar(4) NOT NULL,
	"tipo_pago_id" integer NOT NULL,
	"ventas" integer DEFAULT 0 NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tablero_cliente_key" ON "tablero_cliente" USING btree ("fecha","idusuario","idsucursal","idpersona");--> statement-breakpoint
CREATE UNIQUE INDEX "tablero_pago_key" ON "tablero_pago" USING btree ("fecha","idusuario","idsucursal","idformapago");--> statement-breakpoint
CREATE UNIQUE INDEX "tablero_producto_key" ON "tablero_producto" USING btree ("fecha","idusuario","idsucursal","producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tablero_venta_key" ON "tablero_venta" USING btree ("fecha","idusuario","idsucursal","codigo_comprobante","tipo_pago_id");--> statement-breakpoint
-- The dashboard's summaries (docs/dashboard.md "Summaries"), kept here in the same transaction as
-- every change of a sale, its lines or its payments, so resumenusuario reads tens of rows per day
-- instead of every line of the range. Each function adds (signo 1) or takes off (signo -1) what the
-- given versions of sales contribute: the live queries' own terms, unrounded, so a range's sum
-- rounded once is the live figure to the cent. Only issued sales (estado_venta = 1) contribute.
-- Credit and debit notes are not summarised: the gross profit reads them live (they are few and
-- depend on five tables).
-- Rows are locked in one order by every change (tablero_venta, tablero_cliente, tablero_producto,
-- tablero_pago, each in key order), so two sales of the same seller and day never deadlock on them.
CREATE FUNCTION tablero_cabeceras_suma(cabeceras venta[], signo integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tablero_venta AS t (fecha, idusuario, idsucursal, codigo_comprobante, tipo_pago_id, ventas, total)
  SELECT v.fecha, v.idusuario, v.idsucursal, v.codigo_comprobante, v.tipo_pago_id, signo * count(*), signo * sum(v.total * v.tipo_cambio)
    FROM unnest(cabeceras) v WHERE v.estado_venta = 1 GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (fecha, idusuario, idsucursal, codigo_comprobante, tipo_pago_id) DO UPDATE SET ventas = t.ventas + EXCLUDED.ventas, total = t.total + EXCLUDED.total;
  INSERT INTO tablero_cliente AS t (fecha, idusuario, idsucursal, idpersona, ventas, total)
  SELECT v.fecha, v.idusuario, v.idsucursal, v.idpersona, signo * count(*), signo * sum(v.total * v.tipo_cambio)
    FROM unnest(cabeceras) v WHERE v.estado_venta = 1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fecha, idusuario, idsucursal, idpersona) DO UPDATE SET ventas = t.ventas + EXCLUDED.ventas, total = t.total + EXCLUDED.total;
END $$;
--> statement-breakpoint
-- The change is kept apart (once per payment row, as the live query deducts it from the cash form).
CREATE FUNCTION tablero_pagos_suma(cabeceras venta[], pagos venta_pago[], signo integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tablero_pago AS t (fecha, idusuario, idsucursal, idformapago, pagos, monto, vuelto)
  SELECT v.fecha, v.idusuario, v.idsucursal, p.idformapago, signo * count(*), signo * sum(p.monto * v.tipo_cambio), signo * sum(v.vuelto * v.tipo_cambio)
    FROM unnest(cabeceras) v JOIN unnest(pagos) p ON p.idventa = v.idventa
   WHERE v.estado_venta = 1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fecha, idusuario, idsucursal, idformapago) DO UPDATE SET pagos = t.pagos + EXCLUDED.pagos, monto = t.monto + EXCLUDED.monto, vuelto = t.vuelto + EXCLUDED.vuelto;
END $$;
--> statement-breakpoint
-- `lineas` must hold every line of each sale: a line's share of the global discount is prorated
-- over the sale's non-free lines (the finance utility's salesByProduct, term for term).
CREATE FUNCTION tablero_productos_suma(cabeceras venta[], lineas venta_detalle[], signo integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tablero_producto AS t (fecha, idusuario, idsucursal, producto_id, lineas, cantidad, ventas, costo)
  SELECT x.fecha, x.idusuario, x.idsucursal, x.producto_id, signo * count(*), signo * sum(x.cantidad), signo * sum(x.valor), signo * sum(x.costo)
    FROM (SELECT v.fecha, v.idusuario, v.idsucursal, l.producto_id, l.cantidad_base AS cantidad,
                 CASE WHEN l.gratuito OR sum(CASE WHEN l.gratuito THEN 0 ELSE l.valor_venta END) OVER w = 0 THEN 0
                      ELSE l.valor_venta * (v.gravadas + v.exoneradas + v.inafectas + v.exportacion) / sum(CASE WHEN l.gratuito THEN 0 ELSE l.valor_venta END) OVER w END
                   * v.tipo_cambio AS valor,
                 l.cantidad_base * coalesce(l.costo_unitario, 0) AS costo
            FROM unnest(cabeceras) v JOIN unnest(lineas) l ON l.idventa = v.idventa
           WHERE v.estado_venta = 1
          WINDOW w AS (PARTITION BY v.idventa)) x
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fecha, idusuario, idsucursal, producto_id) DO UPDATE SET lineas = t.lineas + EXCLUDED.lineas, cantidad = t.cantidad + EXCLUDED.cantidad,
    ventas = t.ventas + EXCLUDED.ventas, costo = t.costo + EXCLUDED.costo;
END $$;
--> statement-breakpoint
-- A sale inserted adds its header (its lines and payments come in later statements); an update that
-- changes what the figures read takes the old version off and adds the new one, with the sale's
-- current lines and payments (an annulment, a new client, a new date...).
CREATE FUNCTION tablero_venta_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  viejos venta[];
  nuevos venta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tablero_cabeceras_suma(array(SELECT n::venta FROM nuevas n), 1);
    RETURN NULL;
  END IF;
  SELECT array_agg(o::venta), array_agg(n::venta) INTO viejos, nuevos
    FROM viejas o JOIN nuevas n ON n.idventa = o.idventa
   WHERE (o.fecha, o.idusuario, o.idsucursal, o.codigo_comprobante, o.tipo_pago_id, o.idpersona, o.estado_venta, o.total, o.tipo_cambio, o.vuelto,
          o.gravadas, o.exoneradas, o.inafectas, o.exportacion)
         IS DISTINCT FROM (n.fecha, n.idusuario, n.idsucursal, n.codigo_comprobante, n.tipo_pago_id, n.idpersona, n.estado_venta, n.total, n.tipo_cambio, n.vuelto,
          n.gravadas, n.exoneradas, n.inafectas, n.exportacion);
  IF viejos IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM tablero_cabeceras_suma(viejos, -1);
  PERFORM tablero_cabeceras_suma(nuevos, 1);
  PERFORM tablero_productos_suma(viejos, array(SELECT d FROM venta_detalle d WHERE d.idventa = ANY (SELECT (unnest(viejos)).idventa)), -1);
  PERFORM tablero_productos_suma(nuevos, array(SELECT d FROM venta_detalle d WHERE d.idventa = ANY (SELECT (unnest(nuevos)).idventa)), 1);
  PERFORM tablero_pagos_suma(viejos, array(SELECT p FROM venta_pago p WHERE p.idventa = ANY (SELECT (unnest(viejos)).idventa)), -1);
  PERFORM tablero_pagos_suma(nuevos, array(SELECT p FROM venta_pago p WHERE p.idventa = ANY (SELECT (unnest(nuevos)).idventa)), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted sale takes itself off with its lines and payments before the cascade removes them (the
-- lines' and payments' own triggers then find no sale and add nothing).
CREATE FUNCTION tablero_venta_baja() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tablero_cabeceras_suma(ARRAY[OLD], -1);
  PERFORM tablero_productos_suma(ARRAY[OLD], array(SELECT d FROM venta_detalle d WHERE d.idventa = OLD.idventa), -1);
  PERFORM tablero_pagos_suma(ARRAY[OLD], array(SELECT p FROM venta_pago p WHERE p.idventa = OLD.idventa), -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Lines inserted, changed or deleted: each touched sale's whole line set before the statement (its
-- current lines but the new ones, plus the old ones) is taken off and its current set added, since
-- every line's share of the global discount depends on the others.
CREATE FUNCTION tablero_lineas_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tocadas integer[];
  antes venta_detalle[];
  cabeceras venta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    tocadas := array(SELECT DISTINCT idventa FROM nuevas);
    antes := array(SELECT d FROM venta_detalle d WHERE d.idventa = ANY (tocadas) AND d.iddetalle NOT IN (SELECT iddetalle FROM nuevas));
    IF cardinality(antes) = 0 THEN
      -- The save path: the lines of new sales, all in one statement (no earlier lines to take off).
      PERFORM tablero_productos_suma(array(SELECT v FROM venta v WHERE v.idventa = ANY (tocadas) AND v.estado_venta = 1), array(SELECT n::venta_detalle FROM nuevas n), 1);
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    tocadas := array(SELECT DISTINCT idventa FROM viejas);
    antes := array(SELECT d FROM venta_detalle d WHERE d.idventa = ANY (tocadas) UNION ALL SELECT o::venta_detalle FROM viejas o);
  ELSE
    tocadas := array(SELECT idventa FROM nuevas UNION SELECT idventa FROM viejas);
    antes := array(SELECT d FROM venta_detalle d WHERE d.idventa = ANY (tocadas) AND d.iddetalle NOT IN (SELECT iddetalle FROM nuevas)
                   UNION ALL SELECT o::venta_detalle FROM viejas o);
  END IF;
  cabeceras := array(SELECT v FROM venta v WHERE v.idventa = ANY (tocadas) AND v.estado_venta = 1);
  IF cardinality(cabeceras) = 0 THEN
    RETURN NULL;
  END IF;
  IF cardinality(antes) > 0 THEN
    PERFORM tablero_productos_suma(cabeceras, antes, -1);
  END IF;
  PERFORM tablero_productos_suma(cabeceras, array(SELECT d FROM venta_detalle d WHERE d.idventa = ANY (tocadas)), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tablero_pagos_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tablero_pagos_suma(array(SELECT v FROM venta v WHERE v.idventa IN (SELECT idventa FROM viejas)), array(SELECT o::venta_pago FROM viejas o), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM tablero_pagos_suma(array(SELECT v FROM venta v WHERE v.idventa IN (SELECT idventa FROM nuevas)), array(SELECT n::venta_pago FROM nuevas n), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tablero_venta_alta AFTER INSERT ON venta REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION tablero_venta_cambio();--> statement-breakpoint
CREATE TRIGGER tablero_venta_modificacion AFTER UPDATE ON venta REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION tablero_venta_cambio();--> statement-breakpoint
CREATE TRIGGER tablero_venta_baja BEFORE DELETE ON venta FOR EACH ROW EXECUTE FUNCTION tablero_venta_baja();--> statement-breakpoint
CREATE TRIGGER tablero_lineas_alta AFTER INSERT ON venta_detalle REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION tablero_lineas_cambio();--> statement-breakpoint
CREATE TRIGGER tablero_lineas_modificacion AFTER UPDATE ON venta_detalle REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION tablero_lineas_cambio();--> statement-breakpoint
CREATE TRIGGER tablero_lineas_baja AFTER DELETE ON venta_detalle REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION tablero_lineas_cambio();--> statement-breakpoint
CREATE TRIGGER tablero_pagos_alta AFTER INSERT ON venta_pago REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION tablero_pagos_cambio();--> statement-breakpoint
CREATE TRIGGER tablero_pagos_modificacion AFTER UPDATE ON venta_pago REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION tablero_pagos_cambio();--> statement-breakpoint
CREATE TRIGGER tablero_pagos_baja AFTER DELETE ON venta_pago REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION tablero_pagos_cambio();--> statement-breakpoint
-- What the sales already saved contribute.
SELECT tablero_cabeceras_suma(array(SELECT v FROM venta v), 1);--> statement-breakpoint
SELECT tablero_pagos_suma(array(SELECT v FROM venta v), array(SELECT p FROM venta_pago p), 1);--> statement-breakpoint
SELECT tablero_productos_suma(array(SELECT v FROM venta v), array(SELECT d FROM venta_detalle d), 1);
