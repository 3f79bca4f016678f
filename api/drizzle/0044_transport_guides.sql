ALTER TABLE "encomienda" ADD COLUMN "guia_remitente" varchar(13);--> statement-breakpoint
ALTER TABLE "encomienda" ADD COLUMN "guia_remitente_ruc" varchar(11);