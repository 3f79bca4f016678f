/**
 * What the bundled stand-in knows: fictional people and companies with well-formed numbers (the
 * RUCs carry SUNAT's check digit), including taxpayers that are not ACTIVO or not HABIDO, so the
 * demo and the tests can show every answer. Any other number is "not found".
 */
export const STAND_IN_DNI: Record<string, { nombres: string; apellidoPaterno: string; apellidoMaterno: string }> = {
  '46027897': { nombres: 'ROSA ELENA', apellidoPaterno: 'QUISPE', apellidoMaterno: 'MAMANI' },
  '70214589': { nombres: 'JORGE LUIS', apellidoPaterno: 'HUAMÁN', apellidoMaterno: 'TORRES' },
  '41236987': { nombres: 'LUCÍA', apellidoPaterno: 'PAREDES', apellidoMaterno: 'ÑAHUI' },
  '45678912': { nombres: 'MARÍA ÁNGELES', apellidoPaterno: 'ÑAHUI', apellidoMaterno: 'QUISPE' },
  '10293847': { nombres: 'CARLOS ALBERTO', apellidoPaterno: 'MENDOZA', apellidoMaterno: 'RÍOS' },
  '72345618': { nombres: 'ANA SOFÍA', apellidoPaterno: 'CASTILLO', apellidoMaterno: 'VEGA' },
  '08765432': { nombres: 'PEDRO PABLO', apellidoPaterno: 'GUTIÉRREZ', apellidoMaterno: 'LÓPEZ' },
};

interface StandInCompany {
  razonSocial: string;
  nombreComercial?: string;
  estado: string;
  condicion: string;
  direccion: string;
  ubigeo: string;
  departamento: string;
  provincia: string;
  distrito: string;
}

export const STAND_IN_RUC: Record<string, StandInCompany> = {
  '20100047218': {
    razonSocial: 'DISTRIBUIDORA ANDINA S.A.C.',
    nombreComercial: 'DISANDINA',
    estado: 'ACTIVO',
    condicion: 'HABIDO',
    direccion: 'AV. ARGENTINA 1245, CERCADO DE LIMA',
    ubigeo: '150101',
    departamento: 'LIMA',
    provincia: 'LIMA',
    distrito: 'LIMA',
  },
  '20456789120': {
    razonSocial: 'INVERSIONES PÉREZ & HIJOS S.R.L.',
    estado: 'ACTIVO',
    condicion: 'HABIDO',
    direccion: 'JR. JUNÍN 455, CERCADO DE LIMA',
    ubigeo: '150101',
    departamento: 'LIMA',
    provincia: 'LIMA',
    distrito: 'LIMA',
  },
  '20601234565': {
    razonSocial: 'TECNOLOGÍA DEL SUR E.I.R.L.',
    nombreComercial: 'TECSUR',
    estado: 'ACTIVO',
    condicion: 'HABIDO',
    direccion: 'CALLE MERCADERES 310, AREQUIPA',
    ubigeo: '040101',
    departamento: 'AREQUIPA',
    provincia: 'AREQUIPA',
    distrito: 'AREQUIPA',
  },
  '20512345671': {
    razonSocial: 'IMPORTACIONES DEL PACÍFICO S.A.',
    estado: 'ACTIVO',
    condicion: 'HABIDO',
    direccion: 'AV. NÉSTOR GAMBETTA 5120, CALLAO',
    ubigeo: '070101',
    departamento: 'CALLAO',
    provincia: 'CALLAO',
    distrito: 'CALLAO',
  },
  '20498765433': {
    razonSocial: 'COMERCIAL LOS ÁLAMOS S.A.C.',
    estado: 'SUSPENSION TEMPORAL',
    condicion: 'HABIDO',
    direccion: 'AV. EJÉRCITO 710, CAYMA, AREQUIPA',
    ubigeo: '040103',
    departamento: 'AREQUIPA',
    provincia: 'AREQUIPA',
    distrito: 'CAYMA',
  },
  '20387654322': {
    razonSocial: 'SERVICIOS GENERALES ÑAUPA S.A.C.',
    estado: 'ACTIVO',
    condicion: 'NO HABIDO',
    direccion: 'MZ. C LT. 12, ASOC. LOS PINOS, SAN JUAN DE LURIGANCHO',
    ubigeo: '150132',
    departamento: 'LIMA',
    provincia: 'LIMA',
    distrito: 'SAN JUAN DE LURIGANCHO',
  },
  '10462345670': {
    razonSocial: 'QUISPE MAMANI ROSA ELENA',
    estado: 'ACTIVO',
    condicion: 'HABIDO',
    direccion: 'JR. LOS LIRIOS 230, SAN MARTÍN DE PORRES',
    ubigeo: '150135',
    departamento: 'LIMA',
    provincia: 'LIMA',
    distrito: 'SAN MARTIN DE PORRES',
  },
};
