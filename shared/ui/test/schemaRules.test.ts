import { describe, expect, test } from '@jest/globals';
import { schemaLimits, withSchemaLimits } from '../src/schemaRules.js';
import type { ObjectSchemaLike } from '../src/types.js';

/** A contract body as TypeBox writes it (plain JSON schema). */
const body: ObjectSchemaLike = {
  required: ['usuario', 'nombres', 'rol', 'password', 'sueldo'],
  properties: {
    usuario: { type: 'string', title: 'Usuario', minLength: 3, maxLength: 60, pattern: '^[A-Za-z0-9._-]+$' },
    nombres: { type: 'string', title: 'Nombres', minLength: 1, maxLength: 120, pattern: '\\S' },
    rol: { type: 'string', enum: ['admin', 'seller'], title: 'Rol' },
    email: { type: ['string', 'null'], maxLength: 120, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    // TypeBox's Nullable: a union with null
    sueldo: { anyOf: [{ type: 'string', maxLength: 12, pattern: '^\\d+$' }, { type: 'null' }] },
  },
};

describe('field limits from the contract', () => {
  test('required (not when nullable), lengths and the pattern', () => {
    expect(schemaLimits(body, 'usuario')).toEqual({ required: true, min: 3, max: 60, pattern: '^[A-Za-z0-9._-]+$' });
    expect(schemaLimits(body, 'nombres')).toEqual({ required: true, max: 120 });
    expect(schemaLimits(body, 'email')).toEqual({ max: 120, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
    expect(schemaLimits(body, 'sueldo')).toEqual({ max: 12, pattern: '^\\d+$' });
    expect(schemaLimits(body, 'nada')).toEqual({});
  });

  test('a field keeps what it sets; selects take only required; update-only fields are never made required', () => {
    const usuario = withSchemaLimits({ name: 'usuario', label: 'Usuario' }, body);
    expect(usuario).toMatchObject({ required: true, min: 3, max: 60 });
    expect((usuario.rules as unknown[] | undefined)?.[0]).toEqual({
      pattern: /^[A-Za-z0-9._-]+$/u,
      message: 'Usuario no tiene un formato válido',
    });
    const own = withSchemaLimits(
      { name: 'usuario', label: 'Usuario', max: 20, rules: [{ min: 5, message: 'x' }] },
      body,
    );
    expect(own).toMatchObject({ max: 20, rules: [{ min: 5, message: 'x' }] });
    expect(withSchemaLimits({ name: 'rol', label: 'Rol', type: 'select' }, body)).toEqual({
      name: 'rol',
      label: 'Rol',
      type: 'select',
      required: true,
    });
    expect(
      withSchemaLimits({ name: 'password', label: 'Nueva contraseña', type: 'password', only: 'update' }, body)
        .required,
    ).toBeUndefined();
    expect(withSchemaLimits({ name: 'nombres', label: 'Nombres' }, undefined)).toEqual({
      name: 'nombres',
      label: 'Nombres',
    });
  });
});
