ALTER TABLE "producto" ADD COLUMN "isc_sistema" varchar(2);--> statement-breakpoint
ALTER TABLE "producto" ADD COLUMN "isc_tasa" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "producto" ADD COLUMN "isc_precio_sugerido" numeric(16, 6);--> statement-breakpoint
ALTER TABLE "venta" ADD COLUMN "codigo_cargo" varchar(2);--> statement-breakpoint
ALTER TABLE "venta" ADD COLUMN "cargo" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD COLUMN "isc_sistema" varchar(2);--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD COLUMN "isc_tasa" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD COLUMN "isc_precio_sugerido" numeric(16, 6);--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD COLUMN "monto_isc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD COLUMN "codigo_cargo" varchar(2);--> statement-breakpoint
ALTER TABLE "nota_credito" ADD COLUMN "cargo" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD COLUMN "isc_sistema" varchar(2);--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD COLUMN "isc_tasa" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD COLUMN "isc_precio_sugerido" numeric(16, 6);--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD COLUMN "monto_isc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "proforma" ADD COLUMN "codigo_cargo" varchar(2);--> statement-breakpoint
ALTER TABLE "proforma" ADD COLUMN "cargo" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "proforma_detalle" ADD COLUMN "isc_sistema" varchar(2);--> statement-breakpoint
ALTER TABLE "proforma_detalle" ADD COLUMN "isc_tasa" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "proforma_detalle" ADD COLUMN "isc_precio_sugerido" numeric(16, 6);--> statement-breakpoint
ALTER TABLE "proforma_detalle" ADD COLUMN "monto_isc" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "codigo_cargo" varchar(2);--> statement-breakpoint
ALTER TABLE "pedido" ADD COLUMN "cargo" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_detalle" ADD COLUMN "isc_sistema" varchar(2);--> statement-breakpoint
ALTER TABLE "pedido_detalle" ADD COLUMN "isc_tasa" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "pedido_detalle" ADD COLUMN "isc_precio_sugerido" numeric(16, 6);--> statement-breakpoint
ALTER TABLE "pedido_detalle" ADD COLUMN "monto_isc" numeric(14, 2) DEFAULT '0' NOT NULL;