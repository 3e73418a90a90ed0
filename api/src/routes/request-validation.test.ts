import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { useTestApp } from '../testing/harness.ts';
import { errorBody, listRequests, pngUpload, submitConcept, submitDressOrder } from '../testing/requests.ts';

/** docs/product.md#validation: one broken field at a time, with its message in both languages. */
const DRESS_CASES = [
  { field: 'fullName', value: 'A', en: 'Full name must be at least 2 characters', es: 'El nombre completo debe tener al menos 2 caracteres' },
  { field: 'email', value: 'lucia-at-example', en: 'Please enter a valid email address', es: 'Introduce una dirección de correo electrónico válida' },
  { field: 'phone', value: '600 123', en: 'Please enter a valid phone number', es: 'Introduce un número de teléfono válido' },
  { field: 'eventType', value: '', en: 'Please select an event type', es: 'Selecciona un tipo de evento' },
  { field: 'eventDate', value: '', en: 'Please select an event date', es: 'Selecciona la fecha del evento' },
  { field: 'description', value: 'Too short', en: 'Description must be at least 20 characters', es: 'La descripción debe tener al menos 20 caracteres' },
] as const;

const CONCEPT_CASES = [
  { field: 'fullName', value: '', en: 'Full name must be at least 2 characters', es: 'El nombre completo debe tener al menos 2 caracteres' },
  { field: 'email', value: '', en: 'Please enter a valid email address', es: 'Introduce una dirección de correo electrónico válida' },
  { field: 'phone', value: '12345', en: 'Please enter a valid phone number', es: 'Introduce un número de teléfono válido' },
  {
    field: 'conceptDescription',
    value: 'Origami dress',
    en: 'Description must be at least 20 characters',
    es: 'La descripción debe tener al menos 20 caracteres',
  },
] as const;

interface BrokenField {
  field: string;
  value: string;
  en: string;
  es: string;
}

const FORMS: { name: string; submit: typeof submitDressOrder; fileField: string; cases: readonly BrokenField[] }[] = [
  { name: 'dress order', submit: submitDressOrder, fileField: 'image', cases: DRESS_CASES },
  { name: 'custom concept', submit: submitConcept, fileField: 'images', cases: CONCEPT_CASES },
];

describeEachStore('request form validation', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  /** A refused form leaves no request and no image behind. */
  async function expectNothingStored() {
    expect(await listRequests(shared.admin)).toEqual([]);
    expect(await shared.t.blobKeys()).toEqual([]);
  }

  for (const form of FORMS) {
    for (const lang of ['en', 'es'] as const) {
      it.each(form.cases)(`${form.name} (${lang}): $field`, async (broken: BrokenField) => {
        const response = await form.submit(shared.t.client(), { [broken.field]: broken.value, lang }, [await pngUpload(form.fileField)]);
        expect(response.status).toBe(400);
        expect(await errorBody(response)).toEqual({ code: 'validation_failed', message: broken[lang], issues: [{ path: broken.field, message: broken[lang] }] });
        await expectNothingStored();
      });
    }

    it(`${form.name}: an empty form names every required field`, async () => {
      const blank = Object.fromEntries(form.cases.map((c) => [c.field, '']));
      const response = await form.submit(shared.t.client(), { ...blank, lang: 'en' });
      expect(response.status).toBe(400);
      const body = await errorBody(response);
      expect(body.issues?.map((issue) => issue.path).sort()).toEqual(form.cases.map((c) => c.field).sort());
      expect(body.message).toBe(body.issues?.[0]?.message);
      await expectNothingStored();
    });
  }

  it('the form lang field wins over Accept-Language', async () => {
    const response = await submitDressOrder(shared.t.client(), { fullName: 'A', lang: 'en' }, [], { 'accept-language': 'es-ES,es;q=0.9' });
    expect((await errorBody(response)).message).toBe('Full name must be at least 2 characters');
    const spanish = await submitDressOrder(shared.t.client(), { fullName: 'A', lang: 'es' }, [], { 'accept-language': 'en-US,en;q=0.9' });
    expect((await errorBody(spanish)).message).toBe('El nombre completo debe tener al menos 2 caracteres');
  });

  it('without a lang field, Accept-Language decides (an unknown lang field is ignored)', async () => {
    const response = await submitConcept(shared.t.client(), { phone: '1' }, [], { 'accept-language': 'fr-FR, en-GB;q=0.8, es;q=0.5' });
    expect((await errorBody(response)).message).toBe('Please enter a valid phone number');
    const unknown = await submitConcept(shared.t.client(), { phone: '1', lang: 'de' }, [], { 'accept-language': 'en' });
    expect((await errorBody(unknown)).message).toBe('Please enter a valid phone number');
  });

  it('with neither, the answer is in Spanish', async () => {
    const response = await submitDressOrder(shared.t.client(), { eventType: 'barbecue' });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({
      code: 'validation_failed',
      message: 'Selecciona un tipo de evento',
      issues: [{ path: 'eventType', message: 'Selecciona un tipo de evento' }],
    });
    await expectNothingStored();
  });
});
