import {describe, expect, it} from 'vitest';
import {senderFromSearch, thanksPath} from './thanksPath.ts';

describe('thanksPath', () => {
  it('builds the thanks path of each language (spec §2) with the sender in the query', () => {
    const sender = {name: 'Anna Muster', email: 'anna@example.com'};
    expect(thanksPath('de', sender)).toBe('/danke?name=Anna+Muster&email=anna%40example.com');
    expect(thanksPath('en', sender)).toBe('/en/thanks?name=Anna+Muster&email=anna%40example.com');
    expect(thanksPath('fr', sender)).toBe('/fr/merci?name=Anna+Muster&email=anna%40example.com');
  });

  it('leaves out empty fields and the query when there is no sender', () => {
    expect(thanksPath('de')).toBe('/danke');
    expect(thanksPath('de', {name: '  ', email: 'a@b.de'})).toBe('/danke?email=a%40b.de');
  });

  it('encodes characters that would break the query', () => {
    expect(thanksPath('de', {name: 'Müller & Söhne', email: 'x@y.de'})).toBe(
      '/danke?name=M%C3%BCller+%26+S%C3%B6hne&email=x%40y.de',
    );
  });
});

describe('senderFromSearch', () => {
  it('reads back what thanksPath wrote', () => {
    const path = thanksPath('de', {name: 'Müller & Söhne', email: 'x@y.de'});
    expect(senderFromSearch(path.slice(path.indexOf('?')))).toEqual({
      name: 'Müller & Söhne',
      email: 'x@y.de',
    });
  });

  it('drops missing and blank values', () => {
    expect(senderFromSearch('')).toEqual({});
    expect(senderFromSearch('?name=%20&email=')).toEqual({});
  });
});
