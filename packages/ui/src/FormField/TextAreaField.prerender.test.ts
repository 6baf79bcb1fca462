// The W3C Nu checker rejects a `type` attribute on `<textarea>`. React-aria's TextField adds
// `type="text"` to its control until it has seen the element, so the prerendered markup of
// every multi-line field (the contact form's message, the request and item forms) carried it.
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {ContactForm} from '../ContactForm/ContactForm.tsx';
import {LanguageProvider} from '../i18n/LanguageProvider.tsx';
import {TextAreaField} from './TextAreaField.tsx';

const prerender = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(LanguageProvider, {lang: 'de', children: element}));

const textareas = (html: string) => [...html.matchAll(/<textarea\b[^>]*>/g)].map((m) => m[0]);

describe('the prerendered text area', () => {
  it('has no type attribute', () => {
    const html = prerender(createElement(TextAreaField, {label: 'Nachricht'}));
    expect(textareas(html)).toHaveLength(1);
    expect(textareas(html)[0]).not.toMatch(/\stype=/);
  });

  it('keeps its rows, name and required state', () => {
    const field = createElement(TextAreaField, {
      label: 'Nachricht',
      name: 'message',
      isRequired: true,
    });
    const [textarea] = textareas(prerender(field));
    expect(textarea).toContain('rows="4"');
    expect(textarea).toContain('name="message"');
    expect(textarea).toContain('required=""');
  });

  it('has no type attribute in the contact form', () => {
    const form = createElement(ContactForm, {endpoint: 'https://forms.example/submit'});
    const html = prerender(form);
    expect(textareas(html)).toHaveLength(1);
    expect(textareas(html).filter((tag) => /\stype=/.test(tag))).toEqual([]);
  });
});
