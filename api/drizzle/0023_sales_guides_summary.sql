ALTER TABLE "empresa_config" ADD COLUMN "boletas_resumen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A guide naming a sale that does not exist (saved before the foreign key) keeps no dangling link.
UPDATE "guia" SET "idventa" = NULL WHERE "idventa" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "venta" v WHERE v."idventa" = "guia"."idventa");--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_idventa_venta_idventa_fk" FOREIGN KEY ("idventa") REFERENCES "public"."venta"("idventa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guia_venta_idx" ON "guia" USING btree ("idventa");