/**
 * The plain-text part of a mail, written from the same content as the HTML: every field on its own
 * line ("Label: value"), several lines and lists indented below their label, links written out.
 */
import { BUSINESS } from '../business.ts';
import type { Language } from '../submissions.ts';
import { colon, displayValue, EMPTY_VALUE, type Block, type EmailContent, type Field } from './content.ts';

const INDENT = '  ';

function underline(text: string, char: string): string {
  return char.repeat(Math.min(Array.from(text).length, 72));
}

function fieldText(field: Field, language: Language): string {
  const label = `${field.label}${colon(language)}`;
  if (typeof field.value !== 'string') {
    if (field.value.length === 0) return `${label} ${EMPTY_VALUE}`;
    return [label, ...field.value.map((item) => `${INDENT}- ${item}`)].join('\n');
  }
  const value = displayValue(field.value);
  if (!value.includes('\n')) return `${label} ${value}`;
  return [label, ...value.split('\n').map((line) => (line ? `${INDENT}${line}` : ''))].join('\n');
}

function blockText(block: Block, language: Language): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${underline(block.text, '-')}`;
    case 'paragraph':
      return block.text;
    case 'fields':
      return block.fields.map((field) => fieldText(field, language)).join('\n');
    case 'button':
      return `${block.text}${colon(language)} ${block.href}`;
    case 'contacts':
      return block.items
        .map(
          (item) =>
            `${item.label}${item.note ? ` (${item.note})` : ''}${colon(language)} ${item.text}${item.href.startsWith('https:') ? ` – ${item.href}` : ''}`,
        )
        .join('\n');
  }
}

export function plainText(content: EmailContent): string {
  const parts = [
    BUSINESS.name,
    `${content.title}\n${underline(content.title, '=')}`,
    ...content.blocks.map((block) => blockText(block, content.language)),
    '-'.repeat(24),
    ...content.footer,
    ...(content.footerLink ? [`${content.footerLink.text}${colon(content.language)} ${content.footerLink.href}`] : []),
  ];
  return `${parts.join('\n\n')}\n`;
}
