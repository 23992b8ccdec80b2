import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  catalogueIn,
  changesData,
  findMethod,
  formFolderOf,
  searchCatalogue,
} from './catalogue.ts';
import { refTarget } from './schema-refs.ts';

const exists = (path: string) => existsSync(new URL(path, import.meta.url));
const ids = (classes: typeof catalogue) =>
  classes.flatMap((entry) => entry.methods.map((method) => method.id));

describe('catalogue', () => {
  it('has a generated form and both schema files for every method', () => {
    for (const method of catalogue.flatMap((entry) => entry.methods)) {
      expect(exists(`../../contract/forms/${formFolderOf(method.className)}/${method.method}.gen.js`)).toBe(
        true,
      );
      expect(exists(`../../../schemas/${method.request}`)).toBe(true);
      expect(exists(`../../../schemas/${method.reply}`)).toBe(true);
    }
  });

  it('finds a method by its deep-link id', () => {
    expect(findMethod('broadband/v1:list_carriers')?.permission).toBe('#broadband-r');
    expect(findMethod('broadband/basic/v1:zipcode')?.className).toBe('broadband/basic/v1');
    expect(findMethod('broadband/v1:nothing')).toBeNull();
    expect(findMethod(null)).toBeNull();
    expect(formFolderOf('broadband/basic/v1')).toBe('broadband-basic');
  });

  it('searches all words in class, method, permission, version, origin and summary', () => {
    expect(ids(searchCatalogue(catalogue, ''))).toHaveLength(23);
    expect(ids(searchCatalogue(catalogue, 'HOUSENR'))).toEqual([
      'postcodes/v1:get_housenrs',
      'postcodes/v1:get_housenrext',
    ]);
    expect(ids(searchCatalogue(catalogue, 'basic providers'))).toEqual(['broadband/basic/v1:list_providers']);
    expect(ids(searchCatalogue(catalogue, '1.24.0 spec'))).toEqual(['broadband/v1:cancel_transaction']);
    expect(searchCatalogue(catalogue, 'nothing-like-this')).toEqual([]);
  });

  it('has a Dutch summary for every class and method, and finds methods by either language', () => {
    const dutch = catalogueIn('nl');
    dutch.forEach((entry, index) => {
      expect(entry.summary).not.toBe(catalogue[index]!.serviceSummary);
      entry.methods.forEach((method, methodIndex) => {
        expect(method.summary, method.id).not.toBe(method.serviceSummary);
        expect(method.serviceSummary).toBe(catalogue[index]!.methods[methodIndex]!.summary);
      });
    });
    expect(findMethod('mail/v1:delete_forwarder', 'nl')?.summary).toBe('Een doorstuuradres verwijderen.');
    expect(findMethod('mail/v1:delete_forwarder', 'en')?.summary).toBe('Delete a forwarder.');
    expect(ids(searchCatalogue(dutch, 'doorstuuradres verwijderen'))).toEqual(['mail/v1:delete_forwarder']);
    expect(ids(searchCatalogue(dutch, 'delete forwarder'))).toEqual(['mail/v1:delete_forwarder']);
  });

  it('knows which methods change data', () => {
    expect(changesData(findMethod('broadband/v1:cancel_transaction')!)).toBe(true);
    expect(changesData(findMethod('broadband/v1:get_transaction')!)).toBe(false);
  });
});

describe('refTarget', () => {
  it('resolves a $ref relative to the file it is written in', () => {
    expect(refTarget('broadband/basic/zipcode_request_v1.json', '../../defs/zipcode.json')).toBe(
      'defs/zipcode.json',
    );
    expect(refTarget('defs/transaction.json', 'transaction-document.json')).toBe(
      'defs/transaction-document.json',
    );
    expect(refTarget('defs/transaction.json', './nid.json#/definitions/x')).toBe('defs/nid.json');
    expect(refTarget('defs/transaction.json', '#/definitions/x')).toBeNull();
  });
});
