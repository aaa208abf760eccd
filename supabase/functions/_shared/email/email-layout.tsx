/**
 * The one HTML layout of every notification mail: a white card with the business name, a heading, the
 * blocks and small print. Inline styles only (mail clients drop <style> and classes); colours keep at
 * least 7:1 contrast on white; fields are a real table with row headers, so a screen reader reads each
 * label with its value. Submitted text only ever appears as React text children, which React escapes.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { BUSINESS } from '../business.ts';
import type { Language } from '../submissions.ts';
import { colon, displayValue, type Block, type EmailContent, type Field } from './content.ts';

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f2933'; // 14.3:1 on white
const MUTED = '#4a5560'; // 7.5:1 on white
const BRAND = '#0f5b4f'; // the site's --brand; white on it is 7.6:1
const RULE = '#d5dde3';

const styles = {
  body: { backgroundColor: '#f3f5f6', margin: 0, padding: '24px 0', fontFamily: FONT, color: INK },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', margin: '0 auto', padding: '24px', borderRadius: '8px' },
  brand: { margin: '0 0 8px', fontSize: '14px', lineHeight: '20px', fontWeight: 700, color: BRAND },
  h1: { margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: INK },
  h2: { margin: '24px 0 8px', fontSize: '17px', lineHeight: '24px', fontWeight: 700, color: INK },
  paragraph: { margin: '0 0 12px', fontSize: '15px', lineHeight: '22px', color: INK },
  table: { width: '100%', borderCollapse: 'collapse', margin: '0 0 12px' },
  th: {
    width: '38%',
    padding: '8px 12px 8px 0',
    borderTop: `1px solid ${RULE}`,
    verticalAlign: 'top',
    textAlign: 'left',
    fontSize: '14px',
    lineHeight: '20px',
    fontWeight: 700,
    color: MUTED,
  },
  td: {
    padding: '8px 0',
    borderTop: `1px solid ${RULE}`,
    verticalAlign: 'top',
    fontSize: '15px',
    lineHeight: '22px',
    color: INK,
    overflowWrap: 'anywhere',
  },
  list: { margin: 0, paddingLeft: '18px' },
  button: {
    backgroundColor: BRAND,
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 700,
    padding: '12px 20px',
    borderRadius: '6px',
    textDecoration: 'none',
  },
  buttonSection: { margin: '8px 0 16px' },
  link: { color: BRAND, textDecoration: 'underline' },
  small: { margin: '0 0 8px', fontSize: '13px', lineHeight: '19px', color: MUTED, overflowWrap: 'anywhere' },
  hr: { borderColor: RULE, margin: '24px 0 16px' },
} satisfies Record<string, CSSProperties>;

/** Line breaks as <br>: the traveller's own layout, without trusting the client with white-space rules. */
function lines(text: string): ReactNode {
  const parts = text.split('\n');
  return parts.map((line, index) => (
    <span key={index}>
      {line}
      {index < parts.length - 1 ? <br /> : null}
    </span>
  ));
}

function FieldValue({ field }: { field: Field }) {
  if (typeof field.value !== 'string') {
    if (field.value.length === 0) return <>{displayValue('')}</>;
    return (
      <ul style={styles.list}>
        {field.value.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  const value = displayValue(field.value);
  return <>{field.multiline ? lines(value) : value}</>;
}

function BlockView({ block, language }: { block: Block; language: Language }) {
  switch (block.type) {
    case 'heading':
      return (
        <Heading as="h2" style={styles.h2}>
          {block.text}
        </Heading>
      );
    case 'paragraph':
      return (
        <Text style={{ ...styles.paragraph, ...(block.strong ? { fontWeight: 700 } : {}) }}>{lines(block.text)}</Text>
      );
    case 'fields':
      return (
        <table style={styles.table} cellPadding={0} cellSpacing={0}>
          <tbody>
            {block.fields.map((field, index) => (
              <tr key={index}>
                <th scope="row" style={styles.th}>
                  {field.label}
                </th>
                <td style={styles.td}>
                  <FieldValue field={field} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'button':
      return (
        <Section style={styles.buttonSection}>
          <Button href={block.href} style={styles.button}>
            {block.text}
          </Button>
          {block.fallback ? (
            <Text style={{ ...styles.small, margin: '12px 0 0' }}>
              {block.fallback}{' '}
              <Link href={block.href} style={styles.link}>
                {block.href}
              </Link>
            </Text>
          ) : null}
        </Section>
      );
    case 'contacts':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.items.map((item, index) => (
            <Text key={index} style={{ ...styles.paragraph, margin: '0 0 6px' }}>
              <strong>{item.label}</strong>
              {item.note ? ` (${item.note})` : ''}
              {colon(language)}{' '}
              <Link href={item.href} style={styles.link}>
                {item.text}
              </Link>
            </Text>
          ))}
        </Section>
      );
  }
}

export function EmailLayout({ content }: { content: EmailContent }) {
  return (
    <Html lang={content.language} dir="ltr">
      <Head>
        <title>{content.title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Body style={styles.body}>
        <Preview>{content.preview}</Preview>
        <Container style={styles.container}>
          <Text style={styles.brand}>{BUSINESS.name}</Text>
          <Heading as="h1" style={styles.h1}>
            {content.title}
          </Heading>
          {content.blocks.map((block, index) => (
            <BlockView key={index} block={block} language={content.language} />
          ))}
          <Hr style={styles.hr} />
          {content.footer.map((line, index) => (
            <Text key={index} style={styles.small}>
              {line}
            </Text>
          ))}
          {content.footerLink ? (
            <Text style={styles.small}>
              <Link href={content.footerLink.href} style={styles.link}>
                {content.footerLink.text}
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
