import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@atelier/contracts';
import { fillSiteSettings } from './settings-in-html.ts';

const footer = [
  '<footer>',
  '<span class="a" data-setting="contactAddress">Calle de Serrano 1</span>',
  '<a class="b" href="tel:+34600000000" data-setting="contactPhone">+34 600 000 000</a>',
  '<a data-setting="contactEmail" href="mailto:info@atelier.example" class="c">info@atelier.example</a>',
  '<span data-other="contactEmail">untouched</span>',
  '<a href="https://www.instagram.com/default/" target="_blank" rel="noopener" data-setting="socialUrl" class="d"><svg><rect></rect></svg>Instagram</a>',
  '</footer>',
].join('');

describe('fillSiteSettings', () => {
  it('replaces each marked contact detail, with its tel: and mailto: links', () => {
    const html = fillSiteSettings(footer, {
      contactAddress: 'Calle Velázquez 12, Madrid',
      contactPhone: '+34 (91) 123-45-67',
      contactEmail: 'hola@lucia.example',
      socialUrl: 'https://www.instagram.com/lucia.atelier/',
      openingHours: DEFAULT_SITE_SETTINGS.openingHours,
    });
    expect(html).toContain('<span class="a" data-setting="contactAddress">Calle Velázquez 12, Madrid</span>');
    expect(html).toContain('<a class="b" href="tel:+34911234567" data-setting="contactPhone">+34 (91) 123-45-67</a>');
    expect(html).toContain('<a data-setting="contactEmail" href="mailto:hola@lucia.example" class="c">hola@lucia.example</a>');
    expect(html).toContain('<span data-other="contactEmail">untouched</span>');
  });

  it('points every link marked socialUrl at the profile, keeping its icon, label and new-tab attributes', () => {
    const html = fillSiteSettings(footer + footer, { ...DEFAULT_SITE_SETTINGS, socialUrl: 'https://www.instagram.com/lucia.atelier/' });
    const link =
      '<a href="https://www.instagram.com/lucia.atelier/" target="_blank" rel="noopener" data-setting="socialUrl" class="d"><svg><rect></rect></svg>Instagram</a>';
    expect(html.split(link)).toHaveLength(3);
    expect(html).not.toContain('instagram.com/default/');
  });

  it('escapes what the owner typed, so a setting cannot inject markup', () => {
    const html = fillSiteSettings(footer, {
      contactAddress: '<script>alert(1)</script> & "Co"',
      contactPhone: '600',
      contactEmail: 'a"onmouseover="x@example.com',
      socialUrl: 'https://example.com/?a="><script>',
      openingHours: DEFAULT_SITE_SETTINGS.openingHours,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('href="mailto:a&quot;onmouseover=&quot;x@example.com"');
    expect(html).toContain('href="https://example.com/?a=&quot;&gt;&lt;script&gt;"');
  });
});
