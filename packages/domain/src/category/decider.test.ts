import { describe, expect, it } from 'vitest';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { CategoryCommand } from './commands.ts';
import { categoryCatalogueDecider } from './decider.ts';
import { CategoryRefused } from './errors.ts';
import type { CategoryEvent } from './events.ts';
import { protectedCategory } from './name.ts';

const at = '2026-11-24T10:00:00.000Z';
const given = DeciderSpecification.for(categoryCatalogueDecider);

const create = (name: string, inUse = false): CategoryCommand => ({ type: 'CreateCategory', data: { name, inUse, at } });
const rename = (name: string, newName: string, uses: { inUse?: boolean; newNameInUse?: boolean } = {}): CategoryCommand => ({
  type: 'RenameCategory',
  data: { name, newName, inUse: uses.inUse ?? false, newNameInUse: uses.newNameInUse ?? false, at },
});
const remove = (name: string, inUse = false): CategoryCommand => ({ type: 'DeleteCategory', data: { name, inUse, at } });

const created = (name: string): CategoryEvent => ({ type: 'CategoryCreated', data: { name, at } });
const renamed = (name: string, newName: string): CategoryEvent => ({ type: 'CategoryRenamed', data: { name, newName, at } });
const deleted = (name: string): CategoryEvent => ({ type: 'CategoryDeleted', data: { name, movedTo: 'general', at } });

describe('category: create', () => {
  it('given no such category, when created, then CategoryCreated with the name trimmed, her capitals kept', () => {
    given([]).when(create('  Novias 2027 ')).then([created('Novias 2027')]);
  });

  it('refuses a name that exists: created before, carried by images, or built in', () => {
    given([created('novias')]).when(create('NOVIAS')).thenThrows(CategoryRefused, /exists/);
    given([created('Novias 2027')]).when(create('novias 2027')).thenThrows(CategoryRefused, 'category novias 2027: exists');
    given([]).when(create('GENERAL')).thenThrows(CategoryRefused, /exists/);
    given([]).when(create('cóctel', true)).thenThrows(CategoryRefused, /exists/);
    given([]).when(create('Vestidos')).thenThrows(CategoryRefused, /exists/);
    given([]).when(create('general')).thenThrows(CategoryRefused, /exists/);
  });

  it('creates again a name that was deleted or renamed away', () => {
    given([created('novias'), deleted('novias')]).when(create('novias')).then([created('novias')]);
    given([created('novias'), renamed('novias', 'bodas')]).when(create('novias')).then([created('novias')]);
  });

  it('refuses a blank name', () => {
    given([]).when(create('   ')).thenThrows(DomainError, /needs a name/);
  });
});

describe('category: rename', () => {
  it('renames a created category, or one that only images carry', () => {
    given([created('novias')]).when(rename('novias', ' Bodas ')).then([renamed('novias', 'Bodas')]);
    given([]).when(rename('cóctel', 'cocktail', { inUse: true })).then([renamed('cóctel', 'cocktail')]);
  });

  it('names the category as it is stored, whatever capitals the command uses', () => {
    given([created('Novias 2027')]).when(rename('NOVIAS 2027', 'Bodas 2027')).then([renamed('Novias 2027', 'Bodas 2027')]);
    given([]).when(rename('Cóctel', 'cocktail', { inUse: true })).then([renamed('cóctel', 'cocktail')]);
  });

  it('records nothing when the new name is the same, and a change of capitals alone as a rename', () => {
    given([created('novias')]).when(rename('novias', ' novias ')).thenNothingHappened();
    given([created('novias')]).when(rename('novias', 'Novias', { inUse: true, newNameInUse: true })).then([renamed('novias', 'Novias')]);
  });

  it('refuses a new name that exists already', () => {
    given([created('novias'), created('bodas')]).when(rename('novias', 'bodas')).thenThrows(CategoryRefused, 'category bodas: exists');
    given([created('novias'), created('Bodas')]).when(rename('novias', 'BODAS')).thenThrows(CategoryRefused, 'category BODAS: exists');
    given([created('novias')]).when(rename('novias', 'gala', { newNameInUse: true })).thenThrows(CategoryRefused, /exists/);
    given([created('novias')]).when(rename('novias', 'trajes')).thenThrows(CategoryRefused, /exists/);
  });

  it('refuses to rename a public collection or general, whatever the new name', () => {
    for (const name of ['vestidos', 'conceptos', 'trajes', 'eventos']) {
      given([]).when(rename(name, 'otra', { inUse: true })).thenThrows(CategoryRefused, `category ${name}: collection`);
    }
    given([]).when(rename('general', 'varios', { inUse: true })).thenThrows(CategoryRefused, 'category general: fallback');
  });

  it('refuses a category that does not exist, and a blank new name', () => {
    given([]).when(rename('novias', 'bodas')).thenThrows(NotFound, 'category novias not found');
    given([created('novias'), deleted('novias')]).when(rename('novias', 'bodas')).thenThrows(NotFound, /not found/);
    given([created('novias')]).when(rename('novias', ' ')).thenThrows(DomainError, /needs a name/);
  });
});

describe('category: delete', () => {
  it('deletes a created category, or one that only images carry; its images go to general', () => {
    given([created('novias')]).when(remove('Novias')).then([deleted('novias')]);
    given([]).when(remove('cóctel', true)).then([deleted('cóctel')]);
  });

  it('refuses to delete a public collection or general', () => {
    given([]).when(remove('eventos', true)).thenThrows(CategoryRefused, 'category eventos: collection');
    given([]).when(remove('Eventos', true)).thenThrows(CategoryRefused, 'category eventos: collection');
    given([]).when(remove('general', true)).thenThrows(CategoryRefused, 'category general: fallback');
  });

  it('refuses a category that does not exist or was deleted', () => {
    given([]).when(remove('novias')).thenThrows(NotFound, /not found/);
    given([created('novias'), deleted('novias')]).when(remove('novias')).thenThrows(NotFound, /not found/);
  });
});

describe('category: evolve and names', () => {
  it('folds creates, renames and deletes into the names that exist', () => {
    const history = [created('novias'), created('gala'), renamed('novias', 'bodas'), deleted('gala'), created('cóctel')];
    given(history).thenState({ names: ['bodas', 'cóctel'] });
    given([created('Novias'), renamed('Novias', 'NOVIAS'), created('Gala'), deleted('gala')]).thenState({ names: ['NOVIAS'] });
  });

  it('knows the protected names', () => {
    expect(['vestidos', 'conceptos', 'trajes', 'eventos'].map(protectedCategory)).toEqual(['collection', 'collection', 'collection', 'collection']);
    expect(protectedCategory('general')).toBe('fallback');
    expect(protectedCategory('novias')).toBeNull();
    expect([protectedCategory('Vestidos'), protectedCategory(' GENERAL ')]).toEqual(['collection', 'fallback']);
  });
});
