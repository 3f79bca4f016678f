import * as T from 'typebox';
import type { Static } from 'typebox';
import { Done, Envelope, Nullable, PUBLIC, SIGNED_IN, endpoints } from '../kit/index.js';

/** The signed-in user as the browser keeps it. */
export const SessionUserRow = T.Object({
  idusuario: T.Integer(),
  usuario: T.String(),
  nombres: T.String(),
  rol: T.String(),
  idsucursal: Nullable(T.Integer()),
  sucursal: Nullable(T.String()),
});
const Answer = <P extends T.TProperties>(properties: P) =>
  T.Object({ status: T.Integer(), mensaje: T.String(), ...properties });

export const LoginBody = T.Object({
  username: T.String({ minLength: 1, maxLength: 60, title: 'Usuario' }),
  password: T.String({ minLength: 1, maxLength: 200, title: 'Contraseña' }),
});

export const session = {
  endpoints: endpoints('sesión', {
    login: {
      method: 'POST',
      path: '/login',
      summary: 'Inicia sesión; devuelve el usuario y un token firmado con vencimiento',
      menus: PUBLIC,
      body: LoginBody,
      response: Answer({ user: SessionUserRow, token: T.String() }),
    },
    logout: {
      method: 'POST',
      path: '/logout',
      summary: 'Cierra la sesión: el token deja de servir en el acto',
      menus: SIGNED_IN,
      response: Done,
    },
    validateToken: {
      method: 'GET',
      path: '/validate-token',
      summary: 'Comprueba que el token siga vigente y que el usuario siga activo',
      menus: SIGNED_IN,
      response: Answer({ valid: T.Boolean() }),
    },
    authenticated: {
      method: 'GET',
      path: '/autenticado/*',
      summary: 'Usuario de la sesión; `acceso` dice si tiene asignado el menú de la ruta indicada',
      menus: SIGNED_IN,
      params: T.Object({ '*': T.String({ maxLength: 200, title: 'Ruta' }) }),
      response: Answer({ user: SessionUserRow, acceso: T.Boolean() }),
    },
    printLink: {
      method: 'POST',
      path: '/enlace-impresion',
      summary: 'Enlace firmado y de corta duración para abrir un documento imprimible en otra pestaña',
      description:
        'Solo para las llamadas imprimibles (GET que responden un PDF o una imagen); la firma cubre la ruta y los parámetros (?formato=a4).',
      menus: SIGNED_IN,
      body: T.Object({
        ruta: T.String({
          pattern: '^/api/[A-Za-z0-9_\\-/]+(\\?[A-Za-z0-9_\\-=&.%]*)?$',
          maxLength: 300,
          title: 'Ruta del documento',
        }),
      }),
      response: Envelope(T.Object({ url: T.String(), expira: T.String() })),
    },
  }),
};

export type SessionUserRow = Static<typeof SessionUserRow>;
export type LoginBody = Static<typeof LoginBody>;
