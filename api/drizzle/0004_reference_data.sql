-- Reference lists every area reads (real data), the voucher types, and the menus of the
-- organization screens (given to the admins already present).
INSERT INTO "moneda" ("idmoneda", "codigo", "nombre", "simbolo") VALUES
(1, 'PEN', 'Soles', 'S/'),
(2, 'USD', 'Dólares americanos', 'US$');
--> statement-breakpoint
INSERT INTO "tipo_pago" ("idtipopago", "nombre") VALUES (1, 'Contado'), (2, 'Crédito');
--> statement-breakpoint
INSERT INTO "forma_pago" ("idtipopago", "nombre", "dias", "orden") VALUES
(1, 'Efectivo', NULL, 10),
(1, 'Tarjeta de débito', NULL, 20),
(1, 'Tarjeta de crédito', NULL, 30),
(1, 'Transferencia bancaria', NULL, 40),
(1, 'Depósito en cuenta', NULL, 50),
(1, 'Yape', NULL, 60),
(1, 'Plin', NULL, 70),
(1, 'Cheque', NULL, 80),
(2, 'Crédito a 7 días', 7, 10),
(2, 'Crédito a 15 días', 15, 20),
(2, 'Crédito a 30 días', 30, 30),
(2, 'Crédito a 45 días', 45, 40),
(2, 'Crédito a 60 días', 60, 50),
(2, 'Crédito a 90 días', 90, 60),
(2, 'Letra de cambio', NULL, 70);
--> statement-breakpoint
INSERT INTO "banco" ("nombre", "abreviatura", "orden") VALUES
('Banco de Crédito del Perú', 'BCP', 10),
('BBVA Perú', 'BBVA', 20),
('Interbank', 'Interbank', 30),
('Scotiabank Perú', 'Scotiabank', 40),
('Banco Interamericano de Finanzas', 'BanBif', 50),
('Banco Pichincha', 'Pichincha', 60),
('Banco de la Nación', 'Banco de la Nación', 70),
('Banco GNB Perú', 'GNB', 80),
('Banco Falabella Perú', 'Falabella', 90),
('Banco Ripley Perú', 'Ripley', 100),
('Banco Santander Perú', 'Santander', 110),
('Mibanco', 'Mibanco', 120),
('Alfin Banco', 'Alfin', 130),
('ICBC Perú Bank', 'ICBC', 140),
('Bank of China (Perú)', 'Bank of China', 150),
('Citibank del Perú', 'Citibank', 160),
('Banco de Comercio', 'BanCom', 170),
('Banco BCI Perú', 'BCI', 180),
('Banco Agropecuario', 'Agrobanco', 190),
('Caja Municipal de Arequipa', 'Caja Arequipa', 200),
('Caja Municipal de Huancayo', 'Caja Huancayo', 210),
('Caja Municipal de Piura', 'Caja Piura', 220),
('Caja Municipal del Cusco', 'Caja Cusco', 230),
('Caja Municipal de Trujillo', 'Caja Trujillo', 240),
('Caja Municipal de Sullana', 'Caja Sullana', 250),
('Caja Municipal de Ica', 'Caja Ica', 260),
('Caja Municipal de Maynas', 'Caja Maynas', 270),
('Caja Municipal de Tacna', 'Caja Tacna', 280);
--> statement-breakpoint
INSERT INTO "canal_venta" ("nombre", "orden") VALUES
('Tienda física', 10),
('Teléfono', 20),
('WhatsApp', 30),
('Página web', 40),
('Redes sociales', 50),
('Delivery', 60),
('Marketplace', 70);
--> statement-breakpoint
INSERT INTO "tipo_documento" ("idtipodocumento", "codigo", "nombre", "abreviatura", "orden") VALUES
(1, '1', 'Documento Nacional de Identidad', 'DNI', 10),
(2, '6', 'Registro Único de Contribuyentes', 'RUC', 20),
(3, '4', 'Carné de extranjería', 'CARNÉ EXT.', 30),
(4, '7', 'Pasaporte', 'PASAPORTE', 40),
(5, '0', 'Documento tributario no domiciliado sin RUC', 'SIN RUC', 50),
(6, 'A', 'Cédula diplomática de identidad', 'CÉD. DIPLOMÁTICA', 60),
(7, 'B', 'Documento de identidad del país de residencia (no domiciliado)', 'DOC. PAÍS RESIDENCIA', 70),
(8, 'C', 'Tax Identification Number - TIN (personas naturales)', 'TIN', 80),
(9, 'D', 'Identification Number - IN (personas jurídicas)', 'IN', 90),
(10, 'E', 'Tarjeta Andina de Migración', 'TAM', 100),
(11, 'F', 'Permiso Temporal de Permanencia', 'PTP', 110),
(12, 'G', 'Salvoconducto', 'SALVOCONDUCTO', 120),
(13, 'H', 'Carné de Permiso Temporal de Permanencia', 'CPP', 130),
(14, '-', 'Sin documento (varios, ventas menores)', 'SIN DOCUMENTO', 140);
--> statement-breakpoint
INSERT INTO "tipo_guia" ("idtipoguia", "codigo", "nombre") VALUES
(1, '09', 'Guía de remisión remitente'),
(2, '31', 'Guía de remisión transportista');
--> statement-breakpoint
INSERT INTO "comprobante" ("idcomprobante", "codigo", "nombre", "abreviatura", "sunat", "prefijo") VALUES
(1, '01', 'Factura', 'FT', true, 'F'),
(2, '03', 'Boleta de venta', 'BV', true, 'B'),
(3, '07', 'Nota de crédito', 'NC', true, 'FB'),
(4, '08', 'Nota de débito', 'ND', true, 'FB'),
(5, '09', 'Guía de remisión remitente', 'GR', true, 'T'),
(6, 'NV', 'Nota de venta', 'NV', false, NULL),
(7, 'PR', 'Proforma', 'PR', false, NULL),
(8, 'PD', 'Pedido', 'PD', false, NULL);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('comprobante', 'idcomprobante'), 100);
--> statement-breakpoint
INSERT INTO "menu" ("nombre", "ruta", "area", "icono", "orden", "idpadre")
SELECT v.nombre, v.ruta, 'organization', v.icono, v.orden, p.idmenu
  FROM (VALUES ('Usuarios', '/users', 'user', 30),
               ('Series', '/series', 'book', 40),
               ('Comprobantes', '/vouchers', 'file-text', 50),
               ('Establecimiento', '/establishments', 'shop', 60),
               ('Empleados', '/employees', 'team', 70),
               ('Configuración SUNAT', '/company_settings', 'bank', 80)) AS v(nombre, ruta, icono, orden)
 CROSS JOIN (SELECT idmenu FROM "menu" WHERE "nombre" = 'Administración' AND "idpadre" IS NULL) AS p;
--> statement-breakpoint
INSERT INTO "menu_usuario" ("idusuario", "idmenu")
SELECT u.idusuario, m.idmenu FROM "usuario" u CROSS JOIN "menu" m
 WHERE u.rol = 'admin' AND m.ruta IN ('/users', '/series', '/vouchers', '/establishments', '/employees', '/company_settings')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- An installation that already holds the demo company keeps issuing to the bundled simulator
-- with the public test credentials and the bundled demo certificate.
INSERT INTO "empresa_config" ("idempresa", "destino", "sol_usuario", "gre_client_id", "credenciales_demo")
SELECT e.idempresa, 'simulador', 'MODDATOS', 'demo-client-id', true FROM "empresa" e WHERE e.ruc = '20000000001'
ON CONFLICT DO NOTHING;
