ALTER TABLE "venta" ADD COLUMN "isc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venta" ADD COLUMN "base_ivap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venta" ADD COLUMN "ivap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venta" ADD COLUMN "orden_compra" varchar(20);--> statement-breakpoint
ALTER TABLE "guia" ADD COLUMN "documento_relacionado_emisor" varchar(11);--> statement-breakpoint
ALTER TABLE "guia" ADD COLUMN "proveedor" jsonb;--> statement-breakpoint
ALTER TABLE "guia" ADD COLUMN "comprador" jsonb;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD COLUMN "isc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD COLUMN "base_ivap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD COLUMN "ivap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "proforma" ADD COLUMN "isc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "proforma" ADD COLUMN "base_ivap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "proforma" ADD COLUMN "ivap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "isc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "base_ivap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "ivap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- IVAP sales saved before this migration kept their IVAP only on the lines: the header gets it too.
UPDATE "venta" v SET "base_ivap" = t.base, "ivap" = t.ivap
  FROM (SELECT d."idventa", sum(d."valor_venta") AS base, sum(d."igv") AS ivap
          FROM "venta_detalle" d WHERE d."tipo_afectacion" = '17' AND NOT d."gratuito" GROUP BY d."idventa") t
 WHERE v."idventa" = t."idventa";
