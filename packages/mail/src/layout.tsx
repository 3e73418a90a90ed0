import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { MailBlock, MailModel, MailRow } from './model.ts';
import type { Brand, MailLang } from './types.ts';

/**
 * The one layout of every mail, in the site's type and palette (site/src/styles/global.css):
 * a single column of at most 600 px on warm paper, the wordmark above, serif headings and a
 * sans body. Mail clients rarely load web fonts, so each face names the fallbacks that carry
 * it: Georgia for Cormorant Garamond, Helvetica Neue and Arial for Jost.
 */

const COLOUR = {
  ink: '#2b2320',
  muted: '#5f534c',
  paper: '#f8f4ee',
  linen: '#efe6db',
  line: '#d8c9b8',
  accent: '#7d4e3a',
  accentDeep: '#5e3828',
  card: '#fffdfa',
};
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Jost, 'Helvetica Neue', Helvetica, Arial, sans-serif";

/** The line under the wordmark, as the site's footer words it. */
const TAGLINE: Record<MailLang, string> = { es: 'Alta costura a medida', en: 'Made-to-measure couture' };

/** Long words and addresses wrap on a phone instead of widening the mail. */
const WRAP: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

const smallCaps: CSSProperties = { fontFamily: SANS, fontSize: '11px', lineHeight: '16px', letterSpacing: '0.24em', textTransform: 'uppercase', margin: 0 };
const bodyText: CSSProperties = { fontFamily: SANS, fontSize: '16px', lineHeight: '27px', color: COLOUR.ink, margin: '0 0 18px', ...WRAP };

/** Phones get a narrower frame; the rest of the layout is fluid already. */
const PHONE_CSS = `
@media only screen and (max-width: 480px) {
  .mail-card { padding: 36px 24px 32px !important; }
  .mail-heading { font-size: 28px !important; line-height: 34px !important; }
  .mail-outer { padding: 28px 12px 32px !important; }
}
`;

/** Text with its line breaks kept: every "\n" becomes a <br>. */
function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** A section's name, in the display serif's italic as the site sets its asides. */
function Title({ children }: { children: ReactNode }) {
  return <Text style={{ fontFamily: SERIF, fontStyle: 'italic', fontSize: '21px', lineHeight: '28px', color: COLOUR.ink, margin: '0 0 8px' }}>{children}</Text>;
}

function Row({ row, last }: { row: MailRow; last: boolean }) {
  return (
    <Section style={{ padding: '12px 0', borderBottom: last ? 'none' : `1px solid ${COLOUR.linen}` }}>
      <Text style={{ ...smallCaps, fontSize: '10px', letterSpacing: '0.2em', color: COLOUR.muted, margin: '0 0 4px' }}>{row.label}</Text>
      <Text style={{ ...bodyText, margin: 0 }}>
        {row.href ? (
          <Link href={row.href} style={{ color: COLOUR.accentDeep, textDecoration: 'underline' }}>
            {row.value}
          </Link>
        ) : (
          <Lines text={row.value} />
        )}
      </Text>
    </Section>
  );
}

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text style={bodyText}>
          <Lines text={block.text} />
        </Text>
      );
    case 'details':
      return (
        <Section style={{ margin: '30px 0 8px', borderTop: `1px solid ${COLOUR.line}`, paddingTop: '22px' }}>
          <Title>{block.title}</Title>
          {block.rows.map((row, index) => (
            <Row key={index} row={row} last={index === block.rows.length - 1} />
          ))}
        </Section>
      );
    case 'message':
      return (
        <Section style={{ margin: '26px 0 26px' }}>
          {block.title !== null && <Title>{block.title}</Title>}
          <Section style={{ backgroundColor: COLOUR.paper, borderLeft: `2px solid ${COLOUR.accent}`, padding: '18px 22px' }}>
            <Text style={{ ...bodyText, margin: 0 }}>
              <Lines text={block.text} />
            </Text>
          </Section>
        </Section>
      );
    case 'date':
      return (
        <Section style={{ margin: '6px 0 26px', padding: '26px 20px', backgroundColor: COLOUR.paper, borderTop: `1px solid ${COLOUR.line}`, borderBottom: `1px solid ${COLOUR.line}`, textAlign: 'center' }}>
          <Text style={{ ...smallCaps, color: COLOUR.accent, margin: '0 0 10px' }}>{block.overline}</Text>
          <Text
            style={{
              fontFamily: SERIF,
              fontSize: '26px',
              lineHeight: '32px',
              // A cancelled day is greyed, not struck through: a rule across two lines of serif reads as damage.
              color: block.cancelled ? COLOUR.muted : COLOUR.ink,
              margin: 0,
              ...WRAP,
            }}
          >
            {block.date}
          </Text>
          {block.note !== null && <Text style={{ ...smallCaps, color: block.cancelled ? COLOUR.accentDeep : COLOUR.muted, fontWeight: 500, margin: '12px 0 0' }}>{block.note}</Text>}
        </Section>
      );
  }
}

export function MailLayout({ model, lang, brand }: { model: MailModel; lang: MailLang; brand: Brand }) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <title>{model.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <style>{PHONE_CSS}</style>
      </Head>
      <Preview>{model.preheader}</Preview>
      <Body style={{ backgroundColor: COLOUR.paper, margin: 0, padding: 0, color: COLOUR.ink }}>
        <Container className="mail-outer" style={{ width: '100%', maxWidth: '600px', margin: '0 auto', padding: '40px 16px 48px' }}>
          <Section style={{ textAlign: 'center', padding: '0 0 28px' }}>
            <Link href={brand.origin} style={{ fontFamily: SERIF, fontSize: '30px', lineHeight: '36px', letterSpacing: '0.16em', color: COLOUR.ink, textDecoration: 'none' }}>
              {brand.siteName}
            </Link>
            <Text style={{ ...smallCaps, fontSize: '10px', letterSpacing: '0.3em', color: COLOUR.muted, margin: '10px 0 0' }}>{TAGLINE[lang]}</Text>
          </Section>
          <Section className="mail-card" style={{ backgroundColor: COLOUR.card, border: `1px solid ${COLOUR.line}`, padding: '48px 48px 44px' }}>
            <Text style={{ ...smallCaps, color: COLOUR.accent, margin: '0 0 16px' }}>{model.eyebrow}</Text>
            <Heading as="h1" className="mail-heading" style={{ fontFamily: SERIF, fontSize: '34px', lineHeight: '40px', fontWeight: 400, letterSpacing: '0.01em', color: COLOUR.ink, margin: '0 0 26px', ...WRAP }}>
              {model.heading}
            </Heading>
            {model.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            {model.action !== null && (
              <Section style={{ margin: '30px 0 0' }}>
                <Button
                  href={model.action.href}
                  style={{
                    backgroundColor: COLOUR.accentDeep,
                    color: COLOUR.paper,
                    fontFamily: SANS,
                    fontSize: '12px',
                    fontWeight: 500,
                    lineHeight: '16px',
                    letterSpacing: '0.22em',
                    textTransform: 'uppercase',
                    textDecoration: 'none',
                    padding: '17px 34px',
                  }}
                >
                  {model.action.label}
                </Button>
                <Text style={{ fontFamily: SANS, fontSize: '13px', lineHeight: '20px', color: COLOUR.muted, margin: '26px 0 4px' }}>{model.action.fallback}</Text>
                <Text style={{ fontFamily: SANS, fontSize: '13px', lineHeight: '20px', margin: 0, wordBreak: 'break-all', overflowWrap: 'anywhere' }}>
                  <Link href={model.action.href} style={{ color: COLOUR.accentDeep, textDecoration: 'underline' }}>
                    {model.action.href}
                  </Link>
                </Text>
              </Section>
            )}
          </Section>
          <Section style={{ textAlign: 'center', padding: '28px 8px 0' }}>
            <Text style={{ fontFamily: SERIF, fontSize: '17px', lineHeight: '22px', letterSpacing: '0.12em', color: COLOUR.ink, margin: '0 0 8px' }}>
              <Link href={brand.origin} style={{ color: COLOUR.ink, textDecoration: 'none' }}>
                {brand.siteName}
              </Link>
            </Text>
            <Text style={{ fontFamily: SANS, fontSize: '12px', lineHeight: '18px', color: COLOUR.muted, margin: 0, ...WRAP }}>{model.footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
