import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './auth.ts';
import { statusPatchSchema } from './request-status.ts';
import { errorsOf, outputOf } from './testing.ts';

describe('loginSchema', () => {
  it('requires both fields, in Spanish by default', () => {
    const expected = { username: 'El nombre de usuario es obligatorio', password: 'La contraseña es obligatoria' };
    expect(errorsOf(loginSchema, { username: '  ', password: '' })).toEqual(expected);
    expect(errorsOf(loginSchema, {}, 'es')).toEqual(expected);
  });

  it('requires both fields in English', () => {
    expect(errorsOf(loginSchema, { username: '', password: '' }, 'en')).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('trims the username but never the password', () => {
    expect(outputOf(loginSchema, { username: ' ana ', password: ' secret ' })).toEqual({ username: 'ana', password: ' secret ' });
  });
});

describe('registerSchema', () => {
  it('accepts a valid account and defaults isAdmin to false', () => {
    expect(outputOf(registerSchema, { username: 'ana.garcia_1-b', password: 'correct horse' })).toEqual({
      username: 'ana.garcia_1-b',
      password: 'correct horse',
      isAdmin: false,
    });
    expect(outputOf(registerSchema, { username: 'ana', password: '0123456789', isAdmin: true }).isAdmin).toBe(true);
  });

  it.each([
    ['', 'Username is required', 'El nombre de usuario es obligatorio'],
    ['ab', 'Username must be between 3 and 40 characters', 'El nombre de usuario debe tener entre 3 y 40 caracteres'],
    ['a'.repeat(41), 'Username must be between 3 and 40 characters', 'El nombre de usuario debe tener entre 3 y 40 caracteres'],
    [
      'ana garcia',
      'Username may only contain letters, digits, dots, hyphens and underscores',
      'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
    ],
  ])('rejects username %j', (username, en, es) => {
    expect(errorsOf(registerSchema, { username, password: '0123456789' }, 'en')).toEqual({ username: en });
    expect(errorsOf(registerSchema, { username, password: '0123456789' }, 'es')).toEqual({ username: es });
  });

  it('needs a password of at least 10 characters', () => {
    expect(errorsOf(registerSchema, { username: 'ana', password: '123456789' }, 'en')).toEqual({ password: 'Password must be at least 10 characters' });
    expect(errorsOf(registerSchema, { username: 'ana', password: '123456789' }, 'es')).toEqual({
      password: 'La contraseña debe tener al menos 10 caracteres',
    });
    expect(errorsOf(registerSchema, { username: 'ana', password: '' }, 'en')).toEqual({ password: 'Password is required' });
  });

  it('rejects a non-boolean isAdmin', () => {
    expect(errorsOf(registerSchema, { username: 'ana', password: '0123456789', isAdmin: 'true' }, 'es')).toEqual({ isAdmin: 'Valor no válido' });
  });
});

describe('statusPatchSchema', () => {
  it.each(['approved', 'denied'])('accepts %s', (status) => {
    expect(outputOf(statusPatchSchema, { status })).toEqual({ status });
  });

  it.each(['pending', 'APPROVED', undefined])('rejects %j', (status) => {
    expect(errorsOf(statusPatchSchema, { status }, 'en')).toEqual({ status: 'Status must be approved or denied' });
    expect(errorsOf(statusPatchSchema, { status }, 'es')).toEqual({ status: 'El estado debe ser aprobado o denegado' });
  });
});
