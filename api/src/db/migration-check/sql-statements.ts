/**
 * A migration file's statements, for the expand/contract check: what is inside strings, dollar-quoted bodies
 * (functions, DO blocks) and comments is blanked out first, so a `DROP TABLE` inside a function body or a comment
 * is not taken for one the migration runs. Then split on `;`, whitespace folded, keywords upper-cased.
 */

/** `--` comments of the file: where a release states an exception (expand-contract.ts). */
export function commentsOf(sqlText: string): string[] {
  return [...maskLiterals(sqlText, { keepComments: true }).matchAll(/--([^\n]*)/g)].map((match) => match[1]!.trim());
}

export function statementsOf(sqlText: string): string[] {
  return maskLiterals(sqlText, { keepComments: false })
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Replaces string literals, dollar-quoted bodies and block comments with blanks (their length kept), and line
 * comments too unless `keepComments`. Quoted identifiers ("name") are kept: they are what the check reads.
 */
function maskLiterals(text: string, { keepComments }: { keepComments: boolean }): string {
  let out = '';
  let i = 0;
  const blank = (piece: string) => piece.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const rest = text.slice(i);
    const dollar = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest);
    let end: number;
    if (rest.startsWith('--')) {
      end = rest.indexOf('\n');
      end = end < 0 ? rest.length : end;
      out += keepComments ? rest.slice(0, end) : blank(rest.slice(0, end));
      i += end;
      continue;
    }
    if (rest.startsWith('/*')) end = rest.indexOf('*/') + 2;
    else if (rest[0] === "'") end = closingQuote(rest, "'");
    else if (dollar) end = rest.indexOf(dollar[0], dollar[0].length) + dollar[0].length;
    else if (rest[0] === '"') {
      end = closingQuote(rest, '"');
      out += rest.slice(0, end); // an identifier: kept
      i += end;
      continue;
    } else {
      out += text[i];
      i += 1;
      continue;
    }
    if (end <= 0 || end > rest.length) end = rest.length; // unterminated: the rest of the file
    out += blank(rest.slice(0, end));
    i += end;
  }
  return out;
}

/** The length up to and including the quote that closes `text[0]` (a doubled quote is an escaped one). */
function closingQuote(text: string, quote: string): number {
  for (let j = 1; j < text.length; j++) {
    if (text[j] !== quote) continue;
    if (text[j + 1] === quote) j += 1;
    else return j + 1;
  }
  return text.length;
}
