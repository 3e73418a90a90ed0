import { describe, expect, it } from 'vitest';
import { fillSiteSettings } from './settings-in-html.ts';

const footer = [
  '<footer>',
  '<span class="a" data-setting="contactAddress">Calle de Serrano 1</span>',
  '<a class="b" href="tel:+34600000000" data-setting="contactPhone">+34 600 000 000</a>',
  '<a data-setting="contactEmail" href="mailto:info@atelier.example" class="c">info@atelier.example</a>',
  '<span data-other="contactEmail">untouched</span>',
  '</footer>',
].join('');

describe('fillSiteSettings', () => {
  it('replaces each marked contact detail, with its tel: and mailto: links', () => {
    const html = fillSiteSettings(footer, {
      contactAddress: 'Calle Velázquez 12, Madrid',
      contactPhone: '+34 (91) 123-45-67',
      contactEmail: 'hola@lucia.example',
    });
    expect(html).toContain('<span class="a" data-setting="contactAddress">Calle Velázquez 12, Madrid</span>');
    expect(html).toContain('<a class="b" href="tel:+34911234567" data-setting="contactPhone">+34 (91) 123-45-67</a>');
    expect(html).toContain('<a data-setting="contactEmail" href="mailto:hola@lucia.example" class="c">hola@lucia.example</a>');
    expect(html).toContain('<span data-other="contactEmail">untouched</span>');
  });

  it('escapes what the owner typed, so a setting cannot inject markup', () => {
    const html = fillSiteSettings(footer, {
      contactAddress: '<script>alert(1)</script> & "Co"',
      contactPhone: '600',
      contactEmail: 'a"onmouseover="x@example.com',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('href="mailto:a&quot;onmouseover=&quot;x@example.com"');
  });
});
