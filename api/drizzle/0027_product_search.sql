-- The products' search (productospaginado, every word a LIKE on producto.busqueda) is answered by the
-- trigram index producto_busqueda_idx, but a GIN index buffers new entries in a "pending list" by
-- default (fastupdate) that only VACUUM, autovacuum's analyze or a full 4 MB list moves into the index.
-- PGlite has no autovacuum at all, and on PostgreSQL the list waits for the next autovacuum: every search
-- then reads the whole unsorted list, and the planner, seeing it, prefers a sequential scan of producto.
-- Measured at 50,000 products just loaded (bench/inventory.bench.ts): 401 pending pages, 'cafe' by a
-- sequential scan in 27 ms; after the list was cleaned, by the index in 6 ms ('775000': 4.4 → 0.8 ms).
-- Products are written rarely and one at a time, so each write updates the index directly instead.
ALTER INDEX "producto_busqueda_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('producto_busqueda_idx'::regclass);
--> statement-breakpoint
-- Name order for the search of words too short for the trigram index (1–2 letters, or none): the
-- first products by name, read from this index, usually hold the page already (productSearchStatements).
-- Partial on a predicate only that search states (producto_id > 0, true of every product): left to the
-- planner, an index on the name is walked for ORDER BY denominacion LIMIT of every products query, and
-- the products of one word sort together ("Leche …"), reached only after most of the table (the CRUD
-- list with q=leche went from 14 to 135 ms at 50,000 products on PostgreSQL).
CREATE INDEX "producto_nombre_idx" ON "producto" USING btree ("denominacion","producto_id") WHERE producto_id > 0;
