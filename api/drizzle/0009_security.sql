-- Attempts counted per key for login throttling and the public tracking limit (core/throttle.ts).
CREATE TABLE "limite_intentos" (
	"clave" varchar(200) PRIMARY KEY NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"espera_hasta" timestamp with time zone,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
