import type { FormDefinition, FormField } from '@kalendo/domain';
import { resources } from '@kalendo/i18n';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FormAnswersView } from './form-answers-view.tsx';
import { FormFieldInput } from './form-field-input.tsx';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  resources: { en: { common: resources.en.common } },
  interpolation: { escapeValue: false },
});
const html = (node: ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

const t = (en: string): Record<string, string> => ({ en });
const language = { page: 'en', form: 'bg' };
const HOSTILE = '</script><script>alert(1)</script>';

const definition: FormDefinition = {
  defaultLanguage: 'bg',
  title: t('Consent'),
  fields: [
    { id: 'about', type: 'section', label: t('About you') },
    { id: 'notes', type: 'long-text', label: { bg: 'Бележки' } },
    { id: 'pregnant', type: 'yes-no', label: t('Pregnant?'), required: true },
    { id: 'week', type: 'number', label: t('Week'), visibleWhen: { field: 'pregnant', equals: true } },
    { id: 'sign', type: 'signature', label: t('Signature'), required: true },
  ],
};

describe('FormAnswersView', () => {
  it('shows a drawn signature as its SVG path, answers as text, and no hidden question', () => {
    const markup = html(
      <FormAnswersView
        definition={definition}
        answers={{
          notes: HOSTILE,
          pregnant: false,
          week: 12,
          sign: { kind: 'drawn', path: 'M10 20 L30 40' },
        }}
        language={language}
      />,
    );
    expect(markup).toContain('<path d="M10 20 L30 40"');
    expect(markup).toContain('aria-label="Drawn signature"');
    expect(markup).toContain('<dt class="text-sm text-slate-700">Бележки</dt>');
    expect(markup).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).not.toContain(HOSTILE);
    expect(markup).toContain('>No</dd>');
    expect(markup).not.toContain('Week');
  });

  it('shows a typed signature as the name it was signed with', () => {
    const markup = html(
      <FormAnswersView
        definition={definition}
        answers={{ sign: { kind: 'typed', name: 'Ana' } }}
        language={language}
      />,
    );
    expect(markup).toContain('Signed: Ana');
  });
});

describe('FormFieldInput', () => {
  const input = (field: FormField, value?: Parameters<typeof FormFieldInput>[0]['value']) =>
    html(
      <FormFieldInput
        field={field}
        value={value}
        language={language}
        describedBy="error-x"
        invalid
        onChange={() => undefined}
      />,
    );

  it.each<[FormField, string]>([
    [{ id: 'a', type: 'short-text', label: t('A') }, 'name="a"'],
    [{ id: 'b', type: 'email', label: t('B') }, 'type="email"'],
    [{ id: 'c', type: 'phone', label: t('C') }, 'type="tel"'],
    [{ id: 'd', type: 'date', label: t('D'), max: '2010-12-31' }, 'max="2010-12-31"'],
    [{ id: 'e', type: 'number', label: t('E'), integer: true }, 'inputMode="numeric"'],
    [{ id: 'f', type: 'rating', label: t('F'), max: 3 }, 'value="3"'],
    [
      { id: 'g', type: 'multiple-choice', label: t('G'), options: [{ value: 'x', label: t('X') }] },
      'type="checkbox"',
    ],
    [{ id: 'h', type: 'consent', label: t('H'), terms: t('The terms') }, 'The terms'],
    [{ id: 'i', type: 'signature', label: t('I') }, 'name="i.value"'],
  ])('renders %j with its named input, marked invalid and described by its error', (field, expected) => {
    const markup = input(field);
    expect(markup).toContain(expected);
    expect(markup).toContain('aria-describedby="error-x"');
    expect(markup).toContain('aria-invalid="true"');
  });

  it('says "required" in words, and labels fall back to the form’s language', () => {
    const markup = input({ id: 'n', type: 'long-text', label: { bg: 'Бележки' }, required: true }, 'x');
    expect(markup).toMatch(/<label for="field-n"[^>]*>Бележки<span[^>]*> \(required\)<\/span><\/label>/);
    expect(markup).toContain('>x</textarea>');
  });
});

describe('consent terms', () => {
  it('links terms only on the web, never a script address', () => {
    const consent = (termsUrl: string) =>
      html(
        <FormFieldInput
          field={{ id: 'c', type: 'consent', label: t('I agree'), terms: t('Terms'), termsUrl }}
          value={undefined}
          language={language}
          describedBy={undefined}
          invalid={false}
          onChange={() => undefined}
        />,
      );
    expect(consent('javascript:alert(1)')).not.toContain('href=');
    expect(consent('https://example.com/terms')).toContain('>Read the full terms</a>');
  });
});
