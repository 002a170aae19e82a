/**
 * A logged mail as an .eml file (RFC 5322 with a MIME text body), so it opens in any mail program. Header values
 * that came from data are encoded (RFC 2047) or stripped of line breaks: nothing stored can add a header.
 */

function encodedWord(text: string): string {
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

function base64Lines(text: string): string {
  return (Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

export interface EmlInput {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  date: Date;
  status: string;
}

export function toEml(mail: EmlInput): string {
  const headers = [
    `From: ${oneLine(mail.from)}`,
    `To: ${oneLine(mail.to)}`,
    `Subject: ${encodedWord(mail.subject)}`,
    `Date: ${mail.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <mail-${mail.id}@diancan.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    `X-Diancan-Status: ${oneLine(mail.status)}`,
  ];
  return `${headers.join('\r\n')}\r\n\r\n${base64Lines(mail.text)}\r\n`;
}
